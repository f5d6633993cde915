import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { floatingIpView } from '~/resources/floating-ips/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'

type Values = { name: string; description: string }

export default function EditFloatingIp() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'floatingIp')
  const project = params.project
  const cannotUpdate = usePermissions(project).cannot('compute')
  const ip = usePrefetchedQuery(floatingIpView(project, params.floatingIp))
  const form = useForm<Values>({ defaultValues: { name: ip.name, description: ip.description } })
  const update = requestChange(
    (body: Values) => req('floatingIpUpdate', { path: { floatingIp: ip.id }, body }),
    EXTERNAL_IP_OPS,
  )
  const toList = () => navigate(pb.floatingIps({ project }))
  return (
    <SideModalForm
      title="Edit floating IP"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `Floating IP ${updated.name} updated` })
        toList()
      }}
      onDismiss={toList}
      submitDisabled={cannotUpdate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
      <p className="text-secondary">
        Address <span className="font-mono">{ip.ip}</span>, which does not change.
      </p>
    </SideModalForm>
  )
}
