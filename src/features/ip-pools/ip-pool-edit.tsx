import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { useRouteParams } from '~/components/route-params'
import { IP_POOL_OPS, systemPoolView } from '~/resources/ip-pools/queries'
import { versionLabel } from '~/util/ip-space'
import { sb } from '~/util/system-paths'

export default function IpPoolEdit() {
  const navigate = useNavigate()
  const { pool: selector } = useRouteParams('pool')
  const pool = usePrefetchedQuery(systemPoolView(selector))
  return (
    <IdentityEditForm
      noun="IP pool"
      current={pool}
      change={requestChange(
        (body: Identity) => req('systemIpPoolUpdate', { path: { pool: pool.id }, body }),
        IP_POOL_OPS,
      )}
      denied={useFleetPermissions().cannot('ipPools')}
      onSaved={(updated) => navigate(sb.ipPool({ pool: updated.name }))}
      onDismiss={() => navigate(sb.ipPool({ pool: pool.name }))}
    >
      <p className="text-secondary">
        An {versionLabel(pool.ipVersion)} {pool.poolType} pool; its version and type do not change.
      </p>
    </IdentityEditForm>
  )
}
