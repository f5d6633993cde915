import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { DefaultPoolField } from '~/resources/ip-pools/fields'
import { choices } from '~/ui/choices'
import { validateIp } from '~/util/ip'
import { pb } from '~/util/paths'
import { createBody, type FloatingIpValues as Values } from './create-body'

const SOURCES = choices({
  pool: ['From a pool', 'The next free address of a pool'],
  address: ['A given address', 'One you name, if free'],
})

export default function CreateFloatingIp() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const cannotCreate = usePermissions(project).cannot('compute')
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', source: 'pool', pool: '', ip: '' },
  })
  const source = useWatch({ control: form.control, name: 'source' })
  const create = requestChange(
    (values: Values) => req('floatingIpCreate', { query: { project }, body: createBody(values) }),
    EXTERNAL_IP_OPS,
  )
  const toList = () => navigate(pb.floatingIps({ project }))
  return (
    <SideModalForm
      title="Create floating IP"
      form={form}
      change={create}
      success={(ip) => `Floating IP ${ip.name} created (${ip.ip})`}
      onDismiss={toList}
      submitDisabled={cannotCreate}
    >
      <IdentityFields control={form.control} />
      <RadioField control={form.control} name="source" label="Address" items={SOURCES} />
      {source === 'pool' ? (
        <DefaultPoolField control={form.control} name="pool" />
      ) : (
        <TextField
          control={form.control}
          name="ip"
          label="IP address"
          required
          validate={(v) => validateIp(v.trim())}
          description="It must be free, in one of the silo's pools; the pool follows from it."
        />
      )}
    </SideModalForm>
  )
}
