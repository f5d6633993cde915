import type { RouterRoute, VpcRouter } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** A VPC's routers (its system router and the custom ones) and their routes. */
type InVpc = { project: string; vpc: string }
type InRouter = InVpc & { router: string }

export const routerList = ({ project, vpc }: InVpc, page: PageParams) =>
  listQ('vpcRouterList', { query: { project, vpc } }, page)

/** A VPC's routers whole, to read every route of the VPC (the routes to a gateway). */
export const vpcRouters = ({ project, vpc }: InVpc) =>
  q('vpcRouterList', { query: { project, vpc, limit: PICKER_LIMIT } })

export const routerView = ({ project, vpc, router }: InRouter) =>
  q('vpcRouterView', { path: { router }, query: { project, vpc } })

export const routeList = ({ project, vpc, router }: InRouter, page: PageParams) =>
  listQ('vpcRouterRouteList', { query: { project, vpc, router } }, page)

/** A router's routes whole (by router id, which needs no VPC beside it). */
export const routerRoutes = (routerId: string) =>
  q('vpcRouterRouteList', { query: { router: routerId, limit: PICKER_LIMIT } })

export const routeView = ({ project, vpc, router }: InRouter, route: string) =>
  q('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } })

/** A router's change: its subnets fall back to the system router when it goes. */
export const ROUTER_OPS = [
  'vpcRouterList',
  'vpcRouterView',
  'vpcSubnetList',
  'vpcSubnetView',
] as const satisfies Touches

export const ROUTE_OPS = ['vpcRouterRouteList', 'vpcRouterRouteView'] as const satisfies Touches

/** The server's rules (nexus/src/app/vpc_router.rs), said before it refuses. */
export const cannotDeleteRouter = (router: VpcRouter) =>
  router.kind === 'system' ? 'The system router cannot be deleted' : undefined

export const cannotAddRoutes = (router: VpcRouter) =>
  router.kind === 'system' ? 'Routes cannot be added to the system router' : undefined

export const cannotEditRoute = (route: RouterRoute) =>
  route.kind === 'vpc_subnet' || route.kind === 'vpc_peering'
    ? 'The system manages this route'
    : undefined

export const cannotDeleteRoute = (route: RouterRoute) =>
  route.kind === 'custom' ? undefined : 'Only custom routes can be deleted'
