import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { queryClient } from '~/api/query'
import { req, requestChange, send } from '~/api/request'
import { SideModalForm } from '~/components/side-modal-form'
import { PROJECT_OPS, projectView } from '~/resources/projects/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { ProjectFields, type ProjectValues } from './project-form'

export default function ProjectCreate() {
  const navigate = useNavigate()
  const form = useForm<ProjectValues>({ defaultValues: { name: '', description: '' } })
  const cannotCreate = usePermissions().cannot('projectCreate')
  const create = requestChange(
    (body: ProjectValues) => req('projectCreate', { body }),
    PROJECT_OPS,
    async (request) => {
      const project = await send(request)
      // the next page is the new project's: it needs no request for what this one just got
      queryClient.setQueryData(projectView(project.name).queryKey, project)
      return project
    },
  )
  return (
    <SideModalForm
      title="Create project"
      submitLabel="Create project"
      form={form}
      change={create}
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
