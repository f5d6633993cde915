import { useQuery } from '@tanstack/react-query'
import { meQuery } from '~/api/current-user'
import { fleetRoleReads } from '~/api/fleet-permissions'
import { RoleReadMessage } from './role-notice-message'

/**
 * On the system pages: when a read the fleet role comes from failed (other than the answers
 * that mean "no role"), the controls are left enabled and the server decides; this says so, as
 * `RoleReadNotice` does for the silo and project roles. Only watches the cache.
 */
export function FleetRoleReadNotice() {
  const me = useQuery({ ...meQuery, enabled: false }).data
  const reads = fleetRoleReads(me?.siloId)
  const groups = useQuery({ ...reads.groups, enabled: false })
  const fleet = useQuery({ ...reads.fleet, enabled: false })
  const silo = useQuery({ ...reads.silo, enabled: false })
  const failed = [
    { key: 'groups', q: groups },
    { key: 'fleet', q: fleet },
    { key: 'silo', q: silo },
  ].filter(({ q }) => q.isError)
  if (failed.length === 0) return null
  return (
    <RoleReadMessage
      reasons={failed.map(({ key, q }) => ({ key, error: q.error }))}
      retry={() => {
        for (const { q } of failed) void q.refetch()
      }}
    />
  )
}
