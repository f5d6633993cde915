import { myGroupsQuery } from './current-user'
import { siloPolicyQuery } from './permissions'
import { maybeQ, queryClient } from './query'

/**
 * The fleet policy (/v1/system/policy, which fleet viewers may read); a 403 reads as no role.
 * Here rather than in fleet-permissions.ts (the hooks, which load with the system pages' code):
 * the system layout's loader, which comes with the system route table, starts it with the
 * page's own reads.
 */
export const fleetPolicyQuery = maybeQ('systemPolicyView', {}, [403])

/**
 * For the loaders of system pages with controls: the reads of the role start, and the page does
 * not wait for them (issue 29: one round trip to content). Until they answer the role is not
 * known, which disables nothing (`useFleetPermissions`); the controls it forbids are disabled,
 * with the reason, as it arrives, and the server's 403 stays the backstop. The user's own silo
 * is not among them: it is named by the user's answer, so `useFleetPermissions` reads it once
 * the page shows, and no content waits for a read that waited for another.
 */
export function startFleetRoleReads() {
  void queryClient.prefetchQuery(myGroupsQuery)
  void queryClient.prefetchQuery(siloPolicyQuery)
  void queryClient.prefetchQuery(fleetPolicyQuery)
}
