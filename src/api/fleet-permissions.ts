import type { FleetRole } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { type FleetAction, fleetDenies, fleetRoleOf } from '~/util/fleet-roles'
import { roleIn } from '~/util/roles'
import { meQuery, myGroupsQuery } from './current-user'
import { siloPolicyQuery } from './permissions'
import { maybeQ, queryClient, Unavailable } from './query'

/**
 * The signed-in user's fleet role, for the system pages' controls (`util/fleet-roles.ts`): the
 * fleet policy (fleet viewers may read it) and the silo role their own silo maps to fleet roles.
 * Prefetched by the system layout's loader, after it has let only fleet viewers in. As with
 * silo roles, the server's 403 stays the backstop.
 */
const fleetPolicyQuery = maybeQ('systemPolicyView', {}, [403, 404])
const ownSiloQuery = (siloId: string) => maybeQ('siloView', { path: { silo: siloId } }, [403, 404])

export async function prefetchFleetRole() {
  const me = await queryClient.ensureQueryData(meQuery)
  await Promise.all([
    queryClient.prefetchQuery(myGroupsQuery),
    queryClient.prefetchQuery(siloPolicyQuery),
    queryClient.prefetchQuery(fleetPolicyQuery),
    queryClient.prefetchQuery(ownSiloQuery(me.siloId)),
  ])
}

const known = <T>(data: T | Unavailable | undefined) =>
  data instanceof Unavailable ? undefined : data

export type FleetPermissions = {
  fleetRole: FleetRole | null
  /** Why the user may not do this to the silo (by id, when it matters whose admin they are). */
  cannot: (action: FleetAction, siloId?: string) => string | undefined
}

export function useFleetPermissions(): FleetPermissions {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  const siloPolicy = useQuery(siloPolicyQuery).data
  const fleetPolicy = known(useQuery(fleetPolicyQuery).data)
  const ownSilo = known(useQuery({ ...ownSiloQuery(me?.siloId ?? ''), enabled: !!me }).data)
  const ids = useMemo(
    () => (me && groups ? [me.id, ...groups.items.map((g) => g.id)] : []),
    [me, groups],
  )
  const siloRole = siloPolicy ? roleIn(siloPolicy, ids) : null
  const fleetRole = fleetRoleOf({
    assigned: fleetPolicy ? (roleIn(fleetPolicy, ids) as FleetRole | null) : null,
    siloRole,
    mapped: ownSilo?.mappedFleetRoles,
    fleetViewer: me?.fleetViewer ?? false,
  })
  const cannot = useCallback(
    (action: FleetAction, siloId?: string) =>
      fleetDenies(action, fleetRole, !!siloId && siloId === me?.siloId && siloRole === 'admin'),
    [fleetRole, me?.siloId, siloRole],
  )
  return useMemo(() => ({ fleetRole, cannot }), [fleetRole, cannot])
}
