import type { Project } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { prefetchProjectRoles, usePermissions, useProjectsPermissions } from '~/api/permissions'
import { call, queryClient } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { projectBulkActions } from '~/resources/projects/actions'
import { PROJECT_OPS, projectList } from '~/resources/projects/queries'
import { EmptyState } from '~/ui/empty-state'
import { FolderIcon, PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import { pb } from '~/util/paths'

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await queryClient.ensureQueryData(projectList(pageParamsOf(request)))
  // a filtered or re-sorted view holds a thousand at once: the roles of the first page's worth
  await prefetchProjectRoles(page.items.slice(0, 100).map((p) => p.name))
  return null
}

const columns = [
  nameColumn<Project>((p) => pb.instances({ project: p.name })),
  descriptionColumn<Project>(),
  createdColumn<Project>(),
]

export default function ProjectsPage() {
  const navigate = useNavigate()
  const cannotCreate = usePermissions().cannot('projectCreate')
  const rolesOn = useProjectsPermissions()
  const rowActions = useCallback(
    (p: Project): MenuAction[] => [
      {
        label: 'Edit',
        disabled: rolesOn(p.name).cannot('projectUpdate') ?? false,
        onActivate: () => navigate(pb.projectEdit({ project: p.name })),
      },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: rolesOn(p.name).cannot('projectDelete') ?? false,
        onActivate: () =>
          confirmDelete({
            kind: 'project',
            name: p.name,
            run: () => call('projectDelete', { path: { project: p.name } }),
            touches: PROJECT_OPS,
          }),
      },
    ],
    [navigate, rolesOn],
  )
  const bulkActions = useMemo(
    () => projectBulkActions((p) => rolesOn(p.name).cannot('projectDelete')),
    [rolesOn],
  )
  return (
    <>
      <PageHeader
        title="Projects"
        icon={<FolderIcon size={20} />}
        actions={
          <LinkButton to={pb.projectsNew()} disabledReason={cannotCreate}>
            <PlusIcon size={14} />
            New Project
          </LinkButton>
        }
      />
      <QueryTable
        label="Projects"
        query={projectList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            icon={<FolderIcon size={24} />}
            title="No projects"
            body="Projects hold instances, disks, networks and the rest of what you run."
            action={
              <LinkButton to={pb.projectsNew()} disabledReason={cannotCreate}>
                New Project
              </LinkButton>
            }
          />
        }
      />
      <Outlet />
    </>
  )
}
