import type { Image } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { call, prefetch } from '~/api/query'
import { confirmDelete } from '~/components/confirm-action'
import { unlessSiloRoleNeeded, useSiloRoleRefusal } from '~/components/list/silo-role-refusal'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { imageBulkActions } from '~/resources/images/actions'
import { IMAGE_OPS, siloImageList } from '~/resources/images/queries'
import { EmptyState } from '~/ui/empty-state'
import { disableAll, type MenuAction } from '~/ui/menu'
import { Message } from '~/ui/message'
import { pb } from '~/util/paths'
import { imageColumns } from './image-columns'
import { DemoteImageModal } from './lazy-modals'

export async function loader({ request }: LoaderFunctionArgs) {
  // a user with project roles only may not list the silo's images (row R2): the page says so
  await prefetch(siloImageList(pageParamsOf(request))).catch(unlessSiloRoleNeeded)
  return null
}

const columns = imageColumns((i) => pb.siloImageEdit({ image: i.name }))

/** The silo's images: every project of the silo can boot from them. */
export default function SiloImagesPage() {
  const navigate = useNavigate()
  const [demoting, setDemoting] = useState<Image | null>(null)
  const denied = usePermissions().cannot('siloImages')
  const rowActions = useCallback(
    (i: Image): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(pb.siloImageEdit({ image: i.name })) },
      ...disableAll(
        [
          { label: 'Demote', onActivate: () => setDemoting(i) },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            onActivate: () =>
              confirmDelete({
                kind: 'image',
                name: i.name,
                run: () => call('imageDelete', { path: { image: i.name } }),
                touches: IMAGE_OPS,
              }),
          },
        ],
        denied,
      ),
    ],
    [navigate, denied],
  )
  const bulkActions = useMemo(() => imageBulkActions(undefined, denied), [denied])
  const refused = useSiloRoleRefusal(siloImageList)
  if (refused)
    return (
      <>
        <PageHeader title="Images" />
        <Message variant="notice" title="The silo’s images are not listed to you">
          <p>{refused} A project’s own images are on its Images page.</p>
        </Message>
        <Outlet />
      </>
    )
  return (
    <>
      <PageHeader title="Images" />
      <QueryTable
        label="Images"
        query={siloImageList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No silo images"
            body="Silo images are for every project of the silo. A project image becomes one when it is promoted."
          />
        }
      />
      {demoting && <DemoteImageModal image={demoting} onDismiss={() => setDemoting(null)} />}
      <Outlet />
    </>
  )
}
