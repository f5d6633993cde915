import type { Project } from '@oxide/api'
import { useState } from 'react'
import { usePermissions, useProjectsPermissions } from '~/api/permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { useSiloRoleRefusal } from '~/components/list/silo-role-refusal'
import { listPage } from '~/components/list-page'
import { projectBulkActions } from '~/resources/projects/actions'
import { projectList } from '~/resources/projects/queries'
import { FolderIcon } from '~/ui/icons'
import { pb } from '~/util/paths'
import { ProjectsUnlisted } from './projects-unlisted'

/** Reads what the project holds before it asks; most visits never open it. */
const DeleteProjectModal = lazyComponent(() =>
  import('./delete-project-modal').then((m) => m.DeleteProjectModal),
)

const columns = [
  nameColumn<Project>((p) => pb.instances({ project: p.name })),
  descriptionColumn<Project>(),
  createdColumn<Project>(),
]

export default listPage(
  () => {
    const [deleting, setDeleting] = useState<string | null>(null)
    // a user with project roles only may not list the silo's projects (row R1)
    const refused = useSiloRoleRefusal(projectList)
    const cannotCreate = usePermissions().cannot('projectCreate')
    return { cannotCreate, rolesOn: useProjectsPermissions(), deleting, setDeleting, refused }
  },
  ({ cannotCreate, rolesOn, deleting, setDeleting, refused }) => ({
    title: 'Projects',
    icon: FolderIcon,
    query: (page) => projectList(page),
    columns,
    rowActions: {
      edit: (p) => pb.projectEdit({ project: p.name }),
      editDisabled: (p) => rolesOn(p.name).cannot('projectUpdate'),
      delete: (p) => setDeleting(p.name),
      deleteDisabled: (p) => rolesOn(p.name).cannot('projectDelete'),
    },
    bulkActions: projectBulkActions((p) => rolesOn(p.name).cannot('projectDelete')),
    create: { to: pb.projectsNew(), label: 'New project', disabledReason: cannotCreate },
    empty: {
      title: 'No projects',
      body: 'Projects hold instances, disks, networks and the rest of what you run.',
    },
    notice: refused && <ProjectsUnlisted reason={refused} />,
    children: deleting && (
      <DeleteProjectModal project={deleting} onDismiss={() => setDeleting(null)} />
    ),
  }),
)
