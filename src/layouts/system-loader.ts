import { data } from 'react-router'
import { meQuery } from '~/api/current-user'
import { startFleetRoleReads } from '~/api/fleet-role-reads'
import { ensure } from '~/api/query'

/**
 * System pages are for fleet viewers; to anyone else they do not exist. With the system route
 * table (route-table/system.tsx), not with the layout (system-layout.tsx, which loads with the
 * first system page): React Router has that table (app.tsx patches it in) before it runs the
 * loaders, and runs a route's own loader while its lazy parts load, so the fleet role's reads
 * start with the user's and the page's own, not a chunk later (issue 29).
 */
export async function systemLoader() {
  // the fleet role's reads need no answer of the user's; the page does not wait for them
  startFleetRoleReads()
  const me = await ensure(meQuery)
  if (!me.fleetViewer) throw data(null, { status: 404 })
  return null
}
