import type { RouterRoute, VpcRouter } from '@oxide/api'
import type { BulkAction } from '~/components/list/bulk-actions'
import {
  cannotDeleteRoute,
  cannotDeleteRouter,
  deleteRoute,
  deleteRouter,
  ROUTE_OPS,
  ROUTER_OPS,
} from './queries'

/** Delete many custom routers (their routes go with them); the system router stays. */
export const routerBulkActions = (denied: string | undefined): BulkAction<VpcRouter>[] => [
  {
    label: 'Delete',
    title: 'Delete routers',
    refuse: (r) => denied ?? cannotDeleteRouter(r),
    run: deleteRouter,
    touches: [...ROUTER_OPS, ...ROUTE_OPS],
    danger: true,
    warning: 'Their routes go with them; their subnets use the system router again.',
  },
]

/** Delete many custom routes; the routes the system keeps are skipped. */
export const routeBulkActions = (denied: string | undefined): BulkAction<RouterRoute>[] => [
  {
    label: 'Delete',
    title: 'Delete routes',
    refuse: (r) => denied ?? cannotDeleteRoute(r),
    run: deleteRoute,
    touches: ROUTE_OPS,
    danger: true,
    warning: 'This cannot be undone.',
  },
]
