import type { RouterRoute, VpcRouter } from '@oxide/api'
import { db } from '../db'
import type { Json } from '../json'
import { newRecord } from './crud'

/**
 * The routes the server manages in each VPC's system router: one `vpc_subnet` route per subnet
 * (`default-v4` and `default-v6` are made once with the VPC, data/network.ts, and go only with
 * a cascading gateway delete). Subnets are made and deleted elsewhere (vpcs.ts), so those
 * routes are brought up to date whenever a router's routes are read.
 */
type Router = Json<VpcRouter>
type Route = Json<RouterRoute>

/** The routes the server keeps in a system router, brought up to date with the VPC's subnets. */
function reconcileSystemRoutes(router: Router) {
  const add = (route: Omit<Route, 'id' | 'vpc_router_id' | 'time_created' | 'time_modified'>) => {
    const created: Route = {
      ...newRecord(),
      vpc_router_id: router.id,
      ...route,
    }
    db.vpcRouterRoutes.push(created)
    return created
  }
  const subnets = db.vpcSubnets.filter((s) => s.vpc_id === router.vpc_id)
  // a subnet gone takes its route along
  db.vpcRouterRoutes = db.vpcRouterRoutes.filter(
    (r) =>
      r.vpc_router_id !== router.id ||
      r.kind !== 'vpc_subnet' ||
      subnets.some((s) => s.id === db.subnetRoutes[r.id]),
  )
  for (const subnet of subnets) {
    const linked = db.vpcRouterRoutes.find((r) => db.subnetRoutes[r.id] === subnet.id)
    // the two default names are the server's own: a subnet so named gets another
    const name = (id: string) =>
      subnet.name === 'default-v4' || subnet.name === 'default-v6'
        ? `conflict-${subnet.name}-${id}`
        : subnet.name
    const ends = {
      target: { type: 'subnet' as const, value: subnet.name },
      destination: { type: 'subnet' as const, value: subnet.name },
    }
    if (linked) Object.assign(linked, { name: name(linked.id), ...ends })
    else {
      const route = add({
        name: subnet.name,
        description: 'System-managed VPC Subnet route.',
        kind: 'vpc_subnet',
        ...ends,
      })
      route.name = name(route.id)
      db.subnetRoutes[route.id] = subnet.id
    }
  }
}

/** A router's routes, a system router's brought up to date first. */
export function routesOf(router: Router): Route[] {
  if (router.kind === 'system') reconcileSystemRoutes(router)
  return db.vpcRouterRoutes.filter((r) => r.vpc_router_id === router.id)
}
