import type { RouteDestination, RouterRoute, RouteTarget } from '@oxide/api'
import { db } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { parseNet } from '../oxnet-text'
import { paginated } from '../paging'
import { stdIp, stdIpText } from '../std-net'
import { type Reader, reader } from './body'
import { named, newRecord } from './crud'
import { can, find, queryParseError } from './lookups'
import { routesOf } from './system-routes'
import { projectOfRouter } from './vpc-routers'

/**
 * The routes of VPC routers, with the server's rules (`nexus/src/app/vpc_router.rs`): users add
 * routes to custom routers only; of the system router's routes only a default route's target
 * may change, and none may be deleted.
 */
type Route = Json<RouterRoute>

/** A route's router, for role checks (its lookup keeps another silo's routes out of sight). */
const projectOfRoute = (route: Route) => projectOfRouter(find.router(route.vpc_router_id))

/** Routes are named within their router; changing them is networking, as for the VPC. */
const routes = named<Route, { router?: string; vpc?: string; project?: string }>({
  type: 'router-route',
  items: () => db.vpcRouterRoutes,
  find: (selector, query) => find.route(selector, query.router, query.vpc, query.project),
  siblings: (route) => db.vpcRouterRoutes.filter((r) => r.vpc_router_id === route.vpc_router_id),
  canRead: (user, route) => can.read(user, projectOfRoute(route)),
  canWrite: (user, route) => can.network(user, projectOfRoute(route)),
})

/** A `RouteDestination` and `RouteTarget` as serde reads them: a tag and (but for drop) a value. */
function ends(b: Reader) {
  const value = (r: Reader, kind: string) => {
    if (kind !== 'ip' && kind !== 'ip_net') return r.name('value')
    // kept as the server writes the `IpAddr` or `IpNet` it read (host bits and all)
    const text = r.string('value')
    const v = kind === 'ip' ? stdIpText(text) : parseNet(text)?.text
    if (!v) throw r.fail('value', `invalid ${kind === 'ip' ? 'IP address' : 'IP network'} syntax`)
    return v
  }
  const dest = b.object('destination')
  const destType = dest.tag(['ip', 'ip_net', 'vpc', 'subnet'] as const)
  const destination = { type: destType, value: value(dest, destType) } as Json<RouteDestination>
  const target = b.object('target')
  const targetType = target.tag([
    'ip',
    'vpc',
    'subnet',
    'instance',
    'internet_gateway',
    'drop',
  ] as const)
  const targetValue = (
    targetType === 'drop'
      ? { type: 'drop' }
      : { type: targetType, value: value(target, targetType) }
  ) as Json<RouteTarget>
  return { destination, target: targetValue }
}

/** The server's `validate_user_route_targets`; `kind` is named as Rust prints it. */
function checkEnds({ destination, target }: ReturnType<typeof ends>, kind: 'Custom' | 'Default') {
  const family = (s: string) => (stdIp(s.split('/')[0] ?? '', 'ipv4') ? 4 : 6)
  if ((destination.type === 'ip' || destination.type === 'ip_net') && target.type === 'ip') {
    if (family(destination.value) !== family(target.value))
      throw invalidRequest(
        'cannot mix explicit IPv4 and IPv6 addresses between destination and target',
      )
    return
  }
  if (destination.type === 'vpc' || target.type === 'vpc')
    throw invalidRequest(`users cannot specify VPCs as a destination or target in ${kind} routes`)
  if (target.type === 'subnet')
    throw invalidRequest(`subnets cannot be used as a target in ${kind} routers`)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Rust's names for the kinds, as the server's messages print them. */
const KIND_NAMES: Record<Route['kind'], string> = {
  default: 'Default',
  vpc_subnet: 'VpcSubnet',
  vpc_peering: 'VpcPeering',
  custom: 'Custom',
}

export const routerRouteHandlers: HandlerMap = {
  vpcRouterRouteList: ({ query, user }) => {
    if (!query.router) throw queryParseError('missing field `router`')
    const router = find.router(query.router, query.vpc, query.project)
    can.read(user, projectOfRouter(router))
    return paginated(query, routesOf(router))
  },

  vpcRouterRouteCreate: ({ query, body, user }) => {
    const router = find.router(query.router, query.vpc, query.project)
    can.network(user, projectOfRouter(router))
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const parts = ends(b)
    if (router.kind === 'system')
      throw invalidRequest('user-provided routes cannot be added to a system router')
    checkEnds(parts, 'Custom')
    routes.unique(
      db.vpcRouterRoutes.filter((r) => r.vpc_router_id === router.id),
      name,
    )
    const route: Route = {
      ...newRecord(),
      name,
      description,
      kind: 'custom',
      vpc_router_id: router.id,
      ...parts,
    }
    db.vpcRouterRoutes.push(route)
    return route
  },

  vpcRouterRouteView: ({ path, query, user }) => routes.view(path.route, query, user),

  vpcRouterRouteUpdate: ({ path, query, body, user }) => {
    const route = routes.writable(path.route, query, user)
    return routes.rename(route, body, (b) => {
      const parts = ends(b)
      if (route.kind === 'default') {
        if (b.has('name') || b.has('description') || !same(parts.destination, route.destination))
          throw invalidRequest('the destination and metadata of a Default route cannot be changed')
      } else if (route.kind !== 'custom')
        throw invalidRequest(
          `routes of type ${KIND_NAMES[route.kind]} within the system router are not modifiable`,
        )
      checkEnds(parts, route.kind === 'default' ? 'Default' : 'Custom')
      return (record) => Object.assign(record, parts)
    })
  },

  vpcRouterRouteDelete: ({ path, query, user }) => {
    routes.remove(path.route, query, user, (route) => {
      if (route.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes')
    })
  },
}
