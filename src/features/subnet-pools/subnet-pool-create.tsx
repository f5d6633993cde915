import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { SideModalForm } from '~/components/side-modal-form'
import { SUBNET_POOL_OPS } from '~/resources/subnet-pools/queries'
import { sb } from '~/util/system-paths'
import { type PoolValues, SubnetPoolFields } from './pool-fields'

export default function SubnetPoolCreate() {
  const navigate = useNavigate()
  const cannotCreate = useFleetPermissions().cannot('subnetPools')
  const form = useForm<PoolValues>({
    defaultValues: { name: '', description: '', ipVersion: 'v4' },
  })
  const create = requestChange(
    (body: PoolValues) => req('systemSubnetPoolCreate', { body }),
    SUBNET_POOL_OPS,
  )
  return (
    <SideModalForm
      title="Create subnet pool"
      form={form}
      change={create}
      success={(pool) => `Subnet pool ${pool.name} created`}
      onSuccess={(pool) => navigate(sb.subnetPool({ subnetPool: pool.name }))}
      onDismiss={() => navigate(sb.subnetPools())}
      submitDisabled={cannotCreate}
    >
      <SubnetPoolFields form={form} />
    </SideModalForm>
  )
}
