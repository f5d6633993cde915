import type { Project } from '@oxide/api'
import { useCallback } from 'react'
import { Link, type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { call, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { PROJECT_OPS, projectList } from '~/resources/projects/queries'
import { buttonStyle } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { FolderIcon, PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import { pb } from '~/util/paths'

export const loader = ({ request }: LoaderFunctionArgs) =>
  prefetch(projectList(pageParamsOf(request)))

const columns = [
  nameColumn<Project>((p) => pb.instances({ project: p.name })),
  descriptionColumn<Project>(),
  createdColumn<Project>(),
]

export default function ProjectsPage() {
  const navigate = useNavigate()
  const rowActions = useCallback(
    (p: Project): MenuAction[] => [
      { label: 'Edit', onActivate: () => navigate(pb.projectEdit({ project: p.name })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        onActivate: () =>
          confirmDelete({
            kind: 'project',
            name: p.name,
            run: () => call('projectDelete', { path: { project: p.name } }),
            touches: PROJECT_OPS,
          }),
      },
    ],
    [navigate],
  )
  return (
    <>
      <PageHeader
        title="Projects"
        icon={<FolderIcon size={20} />}
        actions={
          <Link to={pb.projectsNew()} className={buttonStyle()}>
            <PlusIcon size={14} />
            New Project
          </Link>
        }
      />
      <QueryTable
        label="Projects"
        query={projectList}
        columns={columns}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<FolderIcon size={24} />}
            title="No projects"
            body="Projects hold instances, disks, networks and the rest of what you run."
            action={
              <Link to={pb.projectsNew()} className={buttonStyle()}>
                New Project
              </Link>
            }
          />
        }
      />
      <Outlet />
    </>
  )
}
