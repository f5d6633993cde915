import type { IpVersion } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { PoolVersionField } from '~/components/fields/pool-version-field'
import { CreateForm } from '~/components/side-modal-form'
import { SUBNET_POOL_OPS } from '~/resources/subnet-pools/queries'
import { sb } from '~/util/system-paths'

type PoolValues = { name: string; description: string; ipVersion: IpVersion }

/** A subnet pool's IP version is chosen here, once: editing shows it as what it is. */
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
    <CreateForm
      noun="subnet pool"
      form={form}
      change={create}
      denied={cannotCreate}
      onSaved={(pool) => navigate(sb.subnetPool({ subnetPool: pool.name }))}
      onDismiss={() => navigate(sb.subnetPools())}
    >
      <IdentityFields control={form.control} />
      <PoolVersionField control={form.control} name="ipVersion" part="member" />
    </CreateForm>
  )
}
