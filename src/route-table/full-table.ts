import { tableWith } from '~/routes'
import { content } from './kit'
import { systemRoutes } from './system'
import { areaRoutes } from './system-areas'
import { inventoryRoutes } from './system-inventory'
import { networkingRoutes } from './system-networking'

/**
 * The whole route table, the system pages and areas in it: what the route tests and the e2e
 * walks read. The app never imports it: it patches the system pages in on the first visit, and
 * an area's on the first visit below it (app.tsx).
 */
export const fullRoutes = tableWith(
  [content(systemRoutes)],
  areaRoutes({ 'system-inventory': inventoryRoutes, 'system-networking': networkingRoutes }),
)
