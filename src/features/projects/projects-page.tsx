import type { Project } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { prefetchProjectRoles, usePermissions, useProjectsPermissions } from '~/api/permissions'
import { ensure } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { LinkButton } from '~/components/link-button'
import { unlessSiloRoleNeeded, useSiloRoleRefusal } from '~/components/list/silo-role-refusal'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { projectBulkActions } from '~/resources/projects/actions'
import { projectList } from '~/resources/projects/queries'
import { EmptyState } from '~/ui/empty-state'
import { FolderIcon, PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import { pb } from '~/util/paths'
import { ProjectsUnlisted } from './projects-unlisted'

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await ensure(projectList(pageParamsOf(request))).catch(unlessSiloRoleNeeded)
  // a filtered or re-sorted view holds a thousand at once: the roles of the first page's worth
  await prefetchProjectRoles(page?.items.slice(0, 100).map((p) => p.name) ?? [])
  return null
}

/** Reads what the project holds before it asks; most visits never open it. */
const DeleteProjectModal = lazyComponent(() =>
  import('./delete-project-modal').then((m) => m.DeleteProjectModal),
)

const columns = [
  nameColumn<Project>((p) => pb.instances({ project: p.name })),
  descriptionColumn<Project>(),
  createdColumn<Project>(),
]

export default function ProjectsPage() {
  const navigate = useNavigate()
  const cannotCreate = usePermissions().cannot('projectCreate')
  const rolesOn = useProjectsPermissions()
  const [deleting, setDeleting] = useState<string | null>(null)
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
        onActivate: () => setDeleting(p.name),
      },
    ],
    [navigate, rolesOn],
  )
  const bulkActions = useMemo(
    () => projectBulkActions((p) => rolesOn(p.name).cannot('projectDelete')),
    [rolesOn],
  )
  // a user with project roles only may not list the silo's projects (row R1)
  const refused = useSiloRoleRefusal(projectList)
  const header = (
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
  )
  if (refused)
    return (
      <>
        {header}
        <ProjectsUnlisted reason={refused} />
        <Outlet />
      </>
    )
  return (
    <>
      {header}
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
      {deleting && <DeleteProjectModal project={deleting} onDismiss={() => setDeleting(null)} />}
      <Outlet />
    </>
  )
}
