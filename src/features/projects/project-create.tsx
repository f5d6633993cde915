import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { invalidate, q, queryClient, useApiMutation } from '~/api/query'
import { SideModalForm } from '~/components/side-modal-form'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { ProjectFields, type ProjectValues } from './project-form'

export default function ProjectCreate() {
  const navigate = useNavigate()
  const form = useForm<ProjectValues>({ defaultValues: { name: '', description: '' } })
  const cannotCreate = usePermissions().cannot('projectCreate')
  const create = useApiMutation('projectCreate', {
    onSuccess: (project) => {
      invalidate('projectList')
      queryClient.setQueryData(
        q('projectView', { path: { project: project.name } }).queryKey,
        project,
      )
    },
  })
  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      form={form}
      onSubmit={(body) => create.mutateAsync({ body })}
      onSuccess={(project) => {
        toast.success({ title: `Project ${project.name} created` })
        navigate(pb.instances({ project: project.name }))
      }}
      onDismiss={() => navigate(pb.projects())}
      submitDisabled={cannotCreate}
    >
      <ProjectFields control={form.control} />
    </SideModalForm>
  )
}
