import type { RouterRoute, VpcRouter } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { cannotDeleteRoute, cannotDeleteRouter, ROUTE_OPS, ROUTER_OPS } from './queries'

/** By id: the API refuses a VPC or project beside an id. */
export const deleteRouter = (router: VpcRouter) =>
  call('vpcRouterDelete', { path: { router: router.id } })

export const deleteRoute = (route: RouterRoute) =>
  call('vpcRouterRouteDelete', { path: { route: route.id } })

/** Delete many custom routers (their routes go with them); the system router stays. */
export const routerBulkActions: BulkAction<VpcRouter>[] = [
  bulkDelete<VpcRouter>('Delete routers', {
    run: deleteRouter,
    touches: [...ROUTER_OPS, ...ROUTE_OPS],
    refuse: cannotDeleteRouter,
    warning: 'Their routes go with them; their subnets use the system router again.',
  }),
]

/** Delete many custom routes; the routes the system keeps are skipped. */
export const routeBulkActions: BulkAction<RouterRoute>[] = [
  bulkDelete<RouterRoute>('Delete routes', {
    run: deleteRoute,
    touches: ROUTE_OPS,
    refuse: cannotDeleteRoute,
  }),
]
