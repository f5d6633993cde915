import type { CurrentUser, FleetRolePolicy, Silo } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  certificatesDenied,
  type FleetAction,
  fleetRoleDenies,
  fleetRoleOf,
  quotasDenied,
  type SiloAction,
  siloActionDenied,
} from '~/util/fleet-roles'
import { roleIn } from '~/util/roles'
import { meQuery, myGroupsQuery } from './current-user'
import { fleetPolicyQuery } from './fleet-role-reads'
import { siloPolicyQuery } from './permissions'
import { ensure, maybeQ, queryClient, Unavailable } from './query'

/**
 * The signed-in user's fleet role (the system pages), as `api/permissions.ts` reads the silo
 * and project roles: from /v1/system/policy (which fleet viewers may read), their silo role and
 * their own silo's mapping of silo roles to fleet roles (`siloView`). A part that cannot be
 * read leaves the role unknown, which disables nothing: the server's 403 stays the backstop.
 */
export const ownSiloQuery = (silo: string) => maybeQ('siloView', { path: { silo } }, [403, 404])

/**
 * The reads of the fleet role that the silo pages' `RoleReadNotice` does not watch (it watches
 * the silo policy), named for the notice of the system pages (`FleetRoleReadNotice`).
 */
export const fleetRoleReads = (siloId: string | undefined) => ({
  groups: myGroupsQuery,
  fleet: fleetPolicyQuery,
  silo: ownSiloQuery(siloId ?? ''),
})

/** Everything the role is read from, read (for a loader that decides by the role). */
export async function readFleetRole() {
  // all at once but the user's own silo, which needs the user's answer to be named
  const asked = Promise.all([
    queryClient.prefetchQuery(myGroupsQuery),
    queryClient.prefetchQuery(siloPolicyQuery),
    queryClient.prefetchQuery(fleetPolicyQuery),
  ])
  const me = await ensure(meQuery)
  await Promise.all([asked, queryClient.prefetchQuery(ownSiloQuery(me.siloId))])
}

export type FleetPermissions = {
  /** null: no role; undefined: not known. */
  fleetRole: ReturnType<typeof fleetRoleOf> | undefined
  /** Why the user's fleet role does not allow the action, or undefined when it does. */
  cannot: (action: FleetAction) => string | undefined
  /** Why the user may not list, add or delete their silo's certificates. */
  certificates: string | undefined
  /** Why the user may not change this silo's quotas. */
  cannotEditQuotas: (siloId: string) => string | undefined
  /** Why the user may not delete this silo, or manage its identity providers and users. */
  cannotOnSilo: (action: SiloAction, siloId: string) => string | undefined
}

type Inputs = {
  me: CurrentUser | undefined
  groups: { items: { id: string }[] } | undefined
  silo: Parameters<typeof roleIn>[0] | Unavailable | undefined
  fleet: FleetRolePolicy | Unavailable | undefined
  own: Silo | Unavailable | undefined
}

function permissionsOf({ me, groups, silo, fleet, own }: Inputs): FleetPermissions {
  const ids = me && groups ? [me.id, ...groups.items.map((g) => g.id)] : undefined
  const siloRole =
    ids && silo !== undefined ? roleIn(silo instanceof Unavailable ? null : silo, ids) : undefined
  const mapped = own instanceof Unavailable ? undefined : own?.mappedFleetRoles
  // a fleet policy the user may not read: no fleet role at all
  const fleetRole =
    fleet instanceof Unavailable
      ? null
      : ids && siloRole !== undefined && fleet && mapped
        ? fleetRoleOf(fleet, ids, siloRole, mapped)
        : undefined
  const roles = { fleet: fleetRole, silo: siloRole }
  return {
    fleetRole,
    cannot: (action) => fleetRoleDenies(action, fleetRole),
    certificates: certificatesDenied(roles),
    cannotEditQuotas: (siloId) => quotasDenied(roles, siloId === me?.siloId),
    cannotOnSilo: (action, siloId) => siloActionDenied(roles, siloId === me?.siloId, action),
  }
}

const cached = <T>(options: { queryKey: readonly unknown[] }) =>
  queryClient.getQueryData(options.queryKey) as T | undefined

/** For loaders, after `readFleetRole`: the same answers from the cache. */
export function cachedFleetPermissions(): FleetPermissions {
  const me = cached<CurrentUser>(meQuery)
  return permissionsOf({
    me,
    groups: cached(myGroupsQuery),
    silo: cached(siloPolicyQuery),
    fleet: cached(fleetPolicyQuery),
    own: me && cached(ownSiloQuery(me.siloId)),
  })
}

export function useFleetPermissions(): FleetPermissions {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  const silo = useQuery(siloPolicyQuery).data
  const fleet = useQuery(fleetPolicyQuery).data
  const own = useQuery({ ...ownSiloQuery(me?.siloId ?? ''), enabled: !!me }).data
  return useMemo(
    () => permissionsOf({ me, groups, silo, fleet, own }),
    [me, groups, silo, fleet, own],
  )
}
