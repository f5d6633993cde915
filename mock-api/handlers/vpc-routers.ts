import type { VpcRouter } from '@oxide/api'
import { db } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { named, newRecord } from './crud'
import { can, find, vpcOf } from './lookups'

/**
 * VPC routers: each VPC's system router (made with the VPC) and the custom routers users add.
 * The system router's routes are the server's own (system-routes.ts).
 */
type Router = Json<VpcRouter>

/** The project a router's VPC belongs to, for role checks. */
export const projectOfRouter = (router: Router) => find.vpc(router.vpc_id).project_id

/** Routers are named within their VPC; changing them is networking, as for the VPC. */
const routers = named<Router, { vpc?: string; project?: string }>({
  type: 'vpc-router',
  items: () => db.vpcRouters,
  find: (selector, query) => find.router(selector, query.vpc, query.project),
  siblings: (router) => db.vpcRouters.filter((r) => r.vpc_id === router.vpc_id),
  canRead: (user, router) => can.read(user, projectOfRouter(router)),
  canWrite: (user, router) => can.network(user, projectOfRouter(router)),
})

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
    routers.unique(
      db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
      name,
    )
    const router: Router = {
      ...newRecord(),
      name,
      description,
      kind: 'custom',
      vpc_id: vpc.id,
    }
    db.vpcRouters.push(router)
    return router
  },

  vpcRouterView: ({ path, query, user }) => routers.view(path.router, query, user),

  vpcRouterUpdate: ({ path, query, body, user }) => routers.update(path.router, query, body, user),

  vpcRouterDelete: ({ path, query, user }) => {
    const router = routers.remove(path.router, query, user, (router) => {
      if (router.kind === 'system') throw invalidRequest('cannot delete system router')
    })
    // its routes go with it, and the subnets that used it fall back to the system router
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => r.vpc_router_id !== router.id)
    for (const subnet of db.vpcSubnets)
      if (subnet.custom_router_id === router.id) subnet.custom_router_id = null
  },
}
