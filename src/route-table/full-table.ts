import { tableWith } from '~/routes'
import { content } from './kit'
import { systemRoutes } from './system'
import { areaRoutes } from './system-areas'
import { certificateAreaRoutes } from './system-certificates'
import { inventoryRoutes } from './system-inventory'
import { networkingRoutes } from './system-networking'
import { siloAreaRoutes } from './system-silos'
import { webhookAreaRoutes } from './system-webhooks'

/**
 * The whole route table, the system pages and areas in it: what the route tests and the e2e
 * walks read. The app never imports it: it patches the system pages in on the first visit, and
 * an area's on the first visit to one of its paths (app.tsx).
 */
export const fullRoutes = tableWith(
  [content(systemRoutes)],
  areaRoutes({
    'system-silos': siloAreaRoutes,
    'system-webhooks': webhookAreaRoutes,
    'system-certificates': certificateAreaRoutes,
    'system-inventory': inventoryRoutes,
    'system-networking': networkingRoutes,
  }),
)
