import type { Image } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { call, type PageParams, prefetch } from '~/api/query'
import { confirmAction, confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { imageBulkActions } from '~/resources/images/actions'
import { IMAGE_OPS, projectImageList } from '~/resources/images/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import { pb } from '~/util/paths'
import { imageColumns } from './image-columns'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  return prefetch(projectImageList(project, pageParamsOf(request)))
}

export default function ProjectImagesPage() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const cols = useMemo(
    () => imageColumns((i) => pb.projectImageEdit({ project, image: i.name })),
    [project],
  )
  const query = useCallback((page: PageParams) => projectImageList(project, page), [project])
  const perms = usePermissions(project)
  const denied = perms.cannot('compute')
  // a silo image is the silo's: promoting one takes a silo role, whatever the project role
  const cannotPromote = perms.cannot('siloImages')
  const rowActions = useCallback(
    (i: Image): MenuAction[] => {
      const path = { path: { image: i.name }, query: { project } }
      return [
        {
          label: 'View',
          onActivate: () => navigate(pb.projectImageEdit({ project, image: i.name })),
        },
        ...disableAll(
          [
            {
              label: 'Promote',
              disabled: cannotPromote ?? false,
              onActivate: () =>
                confirmAction({
                  title: 'Promote image',
                  content: `Promote ${i.name} to a silo image? Every project of the silo will be able to use it, and it leaves this project's list.`,
                  confirmLabel: 'Promote',
                  run: () => call('imagePromote', path),
                  touches: IMAGE_OPS,
                  success: `Image ${i.name} promoted to the silo`,
                }),
            },
            {
              label: 'Delete',
              danger: true,
              separatorBefore: true,
              onActivate: () =>
                confirmDelete({
                  kind: 'image',
                  name: i.name,
                  run: () => call('imageDelete', path),
                  touches: IMAGE_OPS,
                }),
            },
          ],
          denied,
        ),
      ]
    },
    [navigate, project, denied, cannotPromote],
  )
  const bulkActions = useMemo(() => imageBulkActions(project, denied), [project, denied])
  const upload = (
    <LinkButton to={pb.projectImagesNew({ project })} disabledReason={denied}>
      <PlusIcon size={14} />
      Upload image
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Images" actions={upload} />
      <QueryTable
        label="Images"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No images"
            body="Project images are for this project's instances only. Upload one, or make one from a snapshot."
            action={upload}
          />
        }
      />
      <Outlet />
    </>
  )
}
