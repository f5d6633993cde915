import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { SUBNET_POOL_OPS, subnetPoolView } from '~/resources/subnet-pools/queries'
import { sb } from '~/util/system-paths'
import { type PoolValues, SubnetPoolFields } from './pool-fields'

export default function SubnetPoolEdit() {
  const navigate = useNavigate()
  const { subnetPool: selector } = useRouteParams('subnetPool')
  const pool = usePrefetchedQuery(subnetPoolView(selector))
  const cannotUpdate = useFleetPermissions().cannot('subnetPools')
  const form = useForm<PoolValues>({
    defaultValues: { name: pool.name, description: pool.description, ipVersion: pool.ipVersion },
  })
  const update = requestChange(
    ({ name, description }: PoolValues) =>
      req('systemSubnetPoolUpdate', { path: { pool: pool.id }, body: { name, description } }),
    SUBNET_POOL_OPS,
  )
  return (
    <SideModalForm
      title="Edit subnet pool"
      submitLabel="Save changes"
      form={form}
      change={update}
      success={(updated) => `Subnet pool ${updated.name} updated`}
      onSuccess={(updated) => navigate(sb.subnetPool({ subnetPool: updated.name }))}
      onDismiss={() => navigate(sb.subnetPool({ subnetPool: pool.name }))}
      submitDisabled={cannotUpdate}
    >
      <SubnetPoolFields form={form} fixedVersion={pool.ipVersion} />
    </SideModalForm>
  )
}
