import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { EXTERNAL_SUBNET_OPS, externalSubnetView } from '~/resources/external-subnets/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'

type Values = { name: string; description: string }

export default function EditExternalSubnet() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'externalSubnet')
  const project = params.project
  const cannotUpdate = usePermissions(project).cannot('compute')
  const subnet = usePrefetchedQuery(externalSubnetView(project, params.externalSubnet))
  const form = useForm<Values>({
    defaultValues: { name: subnet.name, description: subnet.description },
  })
  const update = requestChange(
    (body: Values) => req('externalSubnetUpdate', { path: { externalSubnet: subnet.id }, body }),
    EXTERNAL_SUBNET_OPS,
  )
  const toList = () => navigate(pb.externalSubnets({ project }))
  return (
    <SideModalForm
      title="Edit external subnet"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `External subnet ${updated.name} updated` })
        toList()
      }}
      onDismiss={toList}
      submitDisabled={cannotUpdate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
      <p className="text-secondary">
        Subnet <span className="font-mono">{subnet.subnet}</span>, which does not change.
      </p>
    </SideModalForm>
  )
}
