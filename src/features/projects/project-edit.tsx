import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetchProjectRole, usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { PROJECT_OPS, projectView } from '~/resources/projects/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { ProjectFields, type ProjectValues, sendSeedingView } from './project-form'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  await Promise.all([prefetch(projectView(project)), prefetchProjectRole(project)])
  return null
}

export default function ProjectEdit() {
  const navigate = useNavigate()
  const { project: name } = useRouteParams('project')
  const project = usePrefetchedQuery(projectView(name))
  const cannotUpdate = usePermissions(name).cannot('projectUpdate')
  const form = useForm<ProjectValues>({
    defaultValues: { name: project.name, description: project.description },
  })
  const update = requestChange(
    (body: ProjectValues) => req('projectUpdate', { path: { project: project.name }, body }),
    PROJECT_OPS,
    sendSeedingView,
  )
  return (
    <SideModalForm
      title="Edit project"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `Project ${updated.name} updated` })
        navigate(pb.projects())
      }}
      onDismiss={() => navigate(pb.projects())}
      submitDisabled={cannotUpdate}
    >
      <ProjectFields control={form.control} />
    </SideModalForm>
  )
}
