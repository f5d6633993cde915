import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { capitalize } from '~/api/errors'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { updateGroupReq } from '~/resources/affinity-groups/actions'
import { GROUP_OPS, groupView, KIND_LABEL } from '~/resources/affinity-groups/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { useKind } from './affinity-kind'

type Values = { name: string; description: string }

export default function AffinityEdit() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'group')
  const project = params.project
  const cannotUpdate = usePermissions(project).cannot('compute')
  const kind = useKind()
  const group = usePrefetchedQuery(groupView(kind, project, params.group))
  const form = useForm<Values>({
    defaultValues: { name: group.name, description: group.description },
  })
  const update = requestChange((body: Values) => updateGroupReq(kind, group.id, body), GROUP_OPS)
  const label = KIND_LABEL[kind]
  return (
    <SideModalForm
      title={`Edit ${label}`}
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `${capitalize(label)} ${updated.name} updated` })
        navigate(pb.affinityGroup({ project, group: updated.name, kind }))
      }}
      onDismiss={() => navigate(pb.affinity({ project, kind }))}
      submitDisabled={cannotUpdate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
    </SideModalForm>
  )
}
