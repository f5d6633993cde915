import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { useRouteParams } from '~/components/route-params'
import { SUBNET_POOL_OPS, subnetPoolView } from '~/resources/subnet-pools/queries'
import { versionLabel } from '~/util/ip-space'
import { sb } from '~/util/system-paths'

export default function SubnetPoolEdit() {
  const navigate = useNavigate()
  const { subnetPool: selector } = useRouteParams('subnetPool')
  const pool = usePrefetchedQuery(subnetPoolView(selector))
  return (
    <IdentityEditForm
      noun="subnet pool"
      current={pool}
      change={requestChange(
        (body: Identity) => req('systemSubnetPoolUpdate', { path: { pool: pool.id }, body }),
        SUBNET_POOL_OPS,
      )}
      denied={useFleetPermissions().cannot('subnetPools')}
      onSaved={(updated) => navigate(sb.subnetPool({ subnetPool: updated.name }))}
      onDismiss={() => navigate(sb.subnetPool({ subnetPool: pool.name }))}
    >
      <p className="text-secondary">
        An {versionLabel(pool.ipVersion)} pool; its version does not change.
      </p>
    </IdentityEditForm>
  )
}
