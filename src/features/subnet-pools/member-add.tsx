import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { NumberField } from '~/components/fields/number-field'
import { TextField } from '~/components/fields/text-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { SUBNET_POOL_OPS, subnetPoolView } from '~/resources/subnet-pools/queries'
import { versionLabel } from '~/util/ip-space'
import { sb } from '~/util/system-paths'
import {
  type MemberValues,
  maxBits,
  maxPrefixProblem,
  memberBody,
  memberSubnetProblem,
  prefixProblem,
  subnetErrorField,
} from './member-values'

/** A block of addresses for the pool, and the sizes of the external subnets taken from it. */
export default function MemberAdd() {
  const navigate = useNavigate()
  const { subnetPool: selector } = useRouteParams('subnetPool')
  const pool = usePrefetchedQuery(subnetPoolView(selector))
  const cannotAdd = useFleetPermissions().cannot('subnetPools')
  const form = useForm<MemberValues>({
    defaultValues: { subnet: '', minPrefixLength: null, maxPrefixLength: null },
  })
  const add = requestChange(
    (values: MemberValues) =>
      req('systemSubnetPoolMemberAdd', { path: { pool: pool.id }, body: memberBody(values) }),
    SUBNET_POOL_OPS,
  )
  const back = () => navigate(sb.subnetPool({ subnetPool: pool.name }))
  const bits = maxBits(pool.ipVersion)
  return (
    <SideModalForm
      title="Add member"
      form={form}
      change={add}
      errorField={subnetErrorField}
      success={(member) => `Member ${member.subnet} added`}
      onDismiss={back}
      submitDisabled={cannotAdd}
    >
      <p className="text-secondary">
        An {versionLabel(pool.ipVersion)} subnet for {pool.name}. It may not overlap a member of any
        subnet pool or a range of any IP pool.
      </p>
      <TextField
        control={form.control}
        name="subnet"
        label="Subnet"
        required
        placeholder={pool.ipVersion === 'v4' ? '198.51.100.0/24' : '2001:db8:1::/48'}
        validate={(v) => memberSubnetProblem(v, pool.ipVersion)}
      />
      <NumberField
        control={form.control}
        name="minPrefixLength"
        label="Minimum prefix length"
        description="The largest external subnet it gives. Empty: the subnet’s own prefix length."
        min={0}
        max={bits}
        validate={(n) => prefixProblem(n, form.getValues('subnet'))}
      />
      <NumberField
        control={form.control}
        name="maxPrefixLength"
        label="Maximum prefix length"
        description={`The smallest external subnet it gives. Empty: /${bits}.`}
        min={0}
        max={bits}
        validate={(n) => maxPrefixProblem(n, form.getValues())}
      />
    </SideModalForm>
  )
}
