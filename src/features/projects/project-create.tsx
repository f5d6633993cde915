import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityFields } from '~/components/fields/name-field'
import { CreateForm } from '~/components/side-modal-form'
import { PROJECT_OPS } from '~/resources/projects/queries'
import { pb } from '~/util/paths'
import { sendSeedingView } from './project-form'

export default function ProjectCreate() {
  const navigate = useNavigate()
  const form = useForm<Identity>({ defaultValues: { name: '', description: '' } })
  const cannotCreate = usePermissions().cannot('projectCreate')
  const create = requestChange(
    (body: Identity) => req('projectCreate', { body }),
    PROJECT_OPS,
    sendSeedingView,
  )
  return (
    <CreateForm
      noun="project"
      form={form}
      change={create}
      denied={cannotCreate}
      onSaved={(project) => navigate(pb.instances({ project: project.name }))}
      onDismiss={() => navigate(pb.projects())}
    >
      <IdentityFields control={form.control} />
    </CreateForm>
  )
}
