import type { RouterRoute, VpcRouter } from '@oxide/api'
import { db, inActingSilo, isUuid, lookupIn, now } from '../db'
import { alreadyExists, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { can, find, vpcOf } from './lookups'

/**
 * VPC routers: each VPC's system router (made with the VPC) and the custom routers users add.
 * The system router holds the routes the server manages: `default-v4` and `default-v6` to the
 * internet gateway, and one `vpc_subnet` route per subnet. Subnets are made and deleted
 * elsewhere (vpcs.ts), so those routes are brought up to date whenever a router is read.
 */
type Router = Json<VpcRouter>
type Route = Json<RouterRoute>
type Sel = string | undefined

const routerType = 'vpc-router'

/** A router by id alone, or by name with its VPC (`?vpc=`, `?project=`). */
export function findRouter(router: string, vpc?: Sel, project?: Sel): Router {
  if (isUuid(router)) {
    if (vpc || project)
      throw invalidRequest('when providing router as an ID vpc and project should not be specified')
    const found = lookupIn(db.vpcRouters, router, routerType)
    const parent = db.vpcs.find((v) => v.id === found.vpc_id)
    // another silo's router is not found, as for a name
    if (!parent || !inActingSilo(parent.project_id)) throw lookupNotFound(routerType, router, true)
    return found
  }
  if (!vpc) throw invalidRequest('router should either be an ID or vpc should be specified')
  const parent = find.vpc(vpc, project)
  return lookupIn(
    db.vpcRouters.filter((r) => r.vpc_id === parent.id),
    router,
    routerType,
  )
}

/** The project a router's VPC belongs to, for role checks. */
export const projectOfRouter = (router: Router) => find.vpc(router.vpc_id).project_id

const stamp = () => ({ time_created: now(), time_modified: now() })

/** The routes the server keeps in a system router, brought up to date with the VPC's subnets. */
function reconcileSystemRoutes(router: Router) {
  const own = db.vpcRouterRoutes.filter((r) => r.vpc_router_id === router.id)
  const add = (route: Omit<Route, 'id' | 'vpc_router_id' | 'time_created' | 'time_modified'>) => {
    const created: Route = {
      id: crypto.randomUUID(),
      vpc_router_id: router.id,
      ...route,
      ...stamp(),
    }
    db.vpcRouterRoutes.push(created)
    return created
  }
  for (const [name, net] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ] as const)
    if (!own.some((r) => r.kind === 'default' && r.name === name))
      add({
        name,
        description: 'The default route of a vpc',
        kind: 'default',
        destination: { type: 'ip_net', value: net },
        target: { type: 'internet_gateway', value: 'default' },
      })
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

export const vpcRouterHandlers: HandlerMap = {
  vpcRouterList: ({ query, user }) => {
    const vpc = vpcOf(query)
    can.read(user, vpc.project_id)
    return paginated(
      query,
      db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
    )
  },

  vpcRouterCreate: ({ query, body, user }) => {
    const vpc = vpcOf(query)
    can.network(user, vpc.project_id)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    if (db.vpcRouters.some((r) => r.vpc_id === vpc.id && r.name === name))
      throw alreadyExists(routerType, name)
    const router: Router = {
      id: crypto.randomUUID(),
      name,
      description,
      kind: 'custom',
      vpc_id: vpc.id,
      ...stamp(),
    }
    db.vpcRouters.push(router)
    return router
  },

  vpcRouterView: ({ path, query, user }) => {
    const router = findRouter(path.router, query.vpc, query.project)
    can.read(user, projectOfRouter(router))
    return router
  },

  vpcRouterUpdate: ({ path, query, body, user }) => {
    const router = findRouter(path.router, query.vpc, query.project)
    can.network(user, projectOfRouter(router))
    const b = reader(body)
    const name = b.optName()
    const description = b.optString('description')
    if (
      name &&
      name !== router.name &&
      db.vpcRouters.some((r) => r.vpc_id === router.vpc_id && r.name === name)
    )
      throw alreadyExists(routerType, name)
    if (name) router.name = name
    if (description !== undefined) router.description = description
    router.time_modified = now()
    return router
  },

  vpcRouterDelete: ({ path, query, user }) => {
    const router = findRouter(path.router, query.vpc, query.project)
    can.network(user, projectOfRouter(router))
    if (router.kind === 'system') throw invalidRequest('cannot delete system router')
    // its routes go with it, and the subnets that used it fall back to the system router
    db.vpcRouters = db.vpcRouters.filter((r) => r.id !== router.id)
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => r.vpc_router_id !== router.id)
    for (const subnet of db.vpcSubnets)
      if (subnet.custom_router_id === router.id) subnet.custom_router_id = null
  },
}
