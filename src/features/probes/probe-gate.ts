import { data } from 'react-router'
import { meQuery } from '~/api/current-user'
import { startFleetRoleReads } from '~/api/fleet-role-reads'
import { ensure } from '~/api/query'

/**
 * Probes live in a project but are the fleet's business: the API lists them to fleet viewers
 * only (ListChildren on the fleet) and lets fleet admins make them. To anyone else the pages
 * do not exist, as the system pages do not.
 */
export async function requireFleetViewer() {
  const me = await ensure(meQuery)
  if (!me.fleetViewer) throw data(null, { status: 404 })
  startFleetRoleReads()
}
