import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type FleetAction, fleetRoleDenies, fleetRoleOf } from '~/util/fleet-roles'
import { roleIn } from '~/util/roles'
import { meQuery, myGroupsQuery } from './current-user'
import { siloPolicyQuery } from './permissions'
import { maybeQ, queryClient, Unavailable } from './query'

/**
 * The signed-in user's fleet role (the system pages), as `api/permissions.ts` reads the silo
 * and project roles: from /v1/system/policy (which fleet viewers may read), their silo role and
 * their own silo's mapping of silo roles to fleet roles (`siloView`). A part that cannot be
 * read leaves the role unknown, which disables nothing: the server's 403 stays the backstop.
 * (A copy of the fleet branch's file without its quota rule, whose operation this branch does
 * not serve: on merge, the fleet branch's file wins.)
 */
const fleetPolicyQuery = maybeQ('systemPolicyView', {}, [403])
const ownSiloQuery = (silo: string) => maybeQ('siloView', { path: { silo } }, [403, 404])

/** For the loaders of system pages with controls: everything the role is read from. */
export async function prefetchFleetRole() {
  const me = await queryClient.ensureQueryData(meQuery)
  await Promise.all([
    queryClient.prefetchQuery(myGroupsQuery),
    queryClient.prefetchQuery(siloPolicyQuery),
    queryClient.prefetchQuery(fleetPolicyQuery),
    queryClient.prefetchQuery(ownSiloQuery(me.siloId)),
  ])
}

export type FleetPermissions = {
  /** null: no role; undefined: not known. */
  fleetRole: ReturnType<typeof fleetRoleOf> | undefined
  /** Why the user's fleet role does not allow the action, or undefined when it does. */
  cannot: (action: FleetAction) => string | undefined
}

export function useFleetPermissions(): FleetPermissions {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  const silo = useQuery(siloPolicyQuery).data
  const fleet = useQuery(fleetPolicyQuery).data
  const own = useQuery({ ...ownSiloQuery(me?.siloId ?? ''), enabled: !!me }).data
  return useMemo(() => {
    const ids = me && groups ? [me.id, ...groups.items.map((g) => g.id)] : undefined
    const siloRole = ids && silo !== undefined ? roleIn(silo, ids) : undefined
    const mapped = own instanceof Unavailable ? undefined : own?.mappedFleetRoles
    // a fleet policy the user may not read: no fleet role at all
    const fleetRole =
      fleet instanceof Unavailable
        ? null
        : ids && siloRole !== undefined && fleet && mapped
          ? fleetRoleOf(fleet, ids, siloRole, mapped)
          : undefined
    const cannot = (action: FleetAction) => fleetRoleDenies(action, fleetRole)
    return { fleetRole, cannot }
  }, [me, groups, silo, fleet, own])
}
