import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { TextField } from '~/components/fields/text-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { IP_POOL_OPS, systemPoolView } from '~/resources/ip-pools/queries'
import { rangeAddressProblem, rangeOrderProblem, versionLabel } from '~/util/ip-space'
import { sb } from '~/util/system-paths'

type Values = { first: string; last: string }

/**
 * A range of addresses, both ends included. The fields check what the server's body parser
 * would refuse with one opaque message (an address of the other family, the ends reversed);
 * what only the server knows (an overlap with any pool's range) comes back from it.
 */
export default function RangeAdd() {
  const navigate = useNavigate()
  const { pool: selector } = useRouteParams('pool')
  const pool = usePrefetchedQuery(systemPoolView(selector))
  const cannotAdd = useFleetPermissions().cannot('ipPools')
  const form = useForm<Values>({ defaultValues: { first: '', last: '' } })
  const add = requestChange(
    ({ first, last }: Values) =>
      req('systemIpPoolRangeAdd', {
        path: { pool: pool.id },
        body: { first: first.trim(), last: last.trim() },
      }),
    IP_POOL_OPS,
  )
  const back = () => navigate(`${sb.ipPool({ pool: pool.name })}?tab=ranges`)
  const example = pool.ipVersion === 'v4' ? '198.51.100.10' : '2001:db8::10'
  return (
    <SideModalForm
      title="Add IP range"
      submitLabel="Add range"
      form={form}
      change={add}
      success={(range) => `Range ${range.range.first}–${range.range.last} added`}
      onDismiss={back}
      submitDisabled={cannotAdd}
    >
      <p className="text-secondary">
        An {versionLabel(pool.ipVersion)} range for {pool.name}. It may not overlap a range of any
        pool.
      </p>
      <TextField
        control={form.control}
        name="first"
        label="First address"
        required
        placeholder={example}
        validate={(v) => rangeAddressProblem(v, pool.ipVersion)}
      />
      <TextField
        control={form.control}
        name="last"
        label="Last address"
        required
        description="Included in the range; the same as the first for a single address."
        validate={(v) =>
          rangeAddressProblem(v, pool.ipVersion) ?? rangeOrderProblem(form.getValues('first'), v)
        }
      />
    </SideModalForm>
  )
}
