import type { IpPoolAssignment, IpPoolType, IpVersion } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { PoolVersionField } from '~/components/fields/pool-version-field'
import { RadioField } from '~/components/fields/radio-field'
import { CreateForm } from '~/components/side-modal-form'
import { IP_POOL_OPS } from '~/resources/ip-pools/queries'
import { choices } from '~/ui/choices'
import { sb } from '~/util/system-paths'

type Values = {
  name: string
  description: string
  ipVersion: IpVersion
  poolType: IpPoolType
  assignment: IpPoolAssignment
}

const DEFAULTS: Values = {
  name: '',
  description: '',
  ipVersion: 'v4',
  poolType: 'unicast',
  assignment: 'silos',
}

const POOL_TYPES = choices({
  unicast: ['Unicast', 'Floating and ephemeral IPs'],
  multicast: ['Multicast', 'Multicast groups'],
})

const ASSIGNMENTS = choices({
  silos: ['Silos', 'Linked to silos, which allocate from it'],
  system_services: [
    'System services',
    'The rack’s own services (Nexus, DNS, NTP); never linked to a silo',
  ],
})

export default function IpPoolCreate() {
  const navigate = useNavigate()
  const cannotCreate = useFleetPermissions().cannot('ipPools')
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  const create = requestChange((body: Values) => req('systemIpPoolCreate', { body }), IP_POOL_OPS)
  return (
    <CreateForm
      noun="IP pool"
      form={form}
      change={create}
      denied={cannotCreate}
      onSaved={(pool) => navigate(sb.ipPool({ pool: pool.name }))}
      onDismiss={() => navigate(sb.ipPools())}
    >
      <IdentityFields control={form.control} />
      <PoolVersionField control={form.control} name="ipVersion" part="range" />
      <RadioField control={form.control} name="poolType" label="Pool type" items={POOL_TYPES} />
      <RadioField control={form.control} name="assignment" label="For" items={ASSIGNMENTS} />
    </CreateForm>
  )
}
