import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetchProjectRole, usePermissions } from '~/api/permissions'
import { invalidate, q, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { ProjectFields, type ProjectValues } from './project-form'

const projectView = (project: string) => q('projectView', { path: { project } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  await Promise.all([
    queryClient.ensureQueryData(projectView(project)),
    prefetchProjectRole(project),
  ])
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
  const update = useApiMutation('projectUpdate', {
    onSuccess: (updated) => {
      invalidate('projectList', 'projectView')
      queryClient.setQueryData(projectView(updated.name).queryKey, updated)
    },
  })
  return (
    <SideModalForm
      title="Edit project"
      submitLabel="Save changes"
      form={form}
      onSubmit={(body) => update.mutateAsync({ path: { project: project.name }, body })}
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
