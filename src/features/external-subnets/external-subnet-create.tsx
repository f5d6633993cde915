import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { EXTERNAL_SUBNET_OPS } from '~/resources/external-subnets/queries'
import { SiloSubnetPoolField } from '~/resources/subnet-pools/fields'
import { choices } from '~/ui/choices'
import { validateIpNet } from '~/util/cidr'
import { pb } from '~/util/paths'
import { createBody, type ExternalSubnetValues as Values } from './create-body'

/** The server's refusals about the block itself go beside the field that asked for it. */
const errorField = (message: string) => {
  if (/^Could not allocate a \//.test(message)) return 'prefixLength'
  return /\bIP subnet\b|invalid IP network/.test(message) ? 'subnet' : undefined
}

const SOURCES = choices({
  pool: ['From a pool', 'The next free block of a size, from a subnet pool'],
  subnet: ['A given subnet', 'One you name, if free'],
})

export default function CreateExternalSubnet() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const cannotCreate = usePermissions(project).cannot('compute')
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      description: '',
      source: 'pool',
      pool: '',
      prefixLength: 24,
      subnet: '',
    },
  })
  const source = useWatch({ control: form.control, name: 'source' })
  const create = requestChange(
    (values: Values) =>
      req('externalSubnetCreate', { query: { project }, body: createBody(values) }),
    EXTERNAL_SUBNET_OPS,
  )
  const toList = () => navigate(pb.externalSubnets({ project }))
  return (
    <SideModalForm
      title="Create external subnet"
      form={form}
      change={create}
      errorField={errorField}
      success={(s) => `External subnet ${s.name} created (${s.subnet})`}
      onDismiss={toList}
      submitDisabled={cannotCreate}
    >
      <IdentityFields control={form.control} />
      <RadioField control={form.control} name="source" label="Subnet" items={SOURCES} />
      {source === 'pool' ? (
        <>
          <SiloSubnetPoolField control={form.control} name="pool" />
          <NumberField
            control={form.control}
            name="prefixLength"
            label="Prefix length"
            required
            min={0}
            max={128}
            description="The block's size: 24 for a /24. The pool says which sizes it gives."
          />
        </>
      ) : (
        <TextField
          control={form.control}
          name="subnet"
          label="Subnet"
          required
          placeholder="198.18.32.0/24"
          validate={(v) => validateIpNet(v.trim())}
          description="It must be free, in one of the silo's subnet pools; the pool follows from it."
        />
      )}
    </SideModalForm>
  )
}
