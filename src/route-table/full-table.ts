import type { RouteObject } from 'react-router'
import { tableWith } from '~/routes'
import { content } from './kit'
import { systemRoutes } from './system'
import type { AreaId } from './system-areas'
import { inventoryRoutes } from './system-inventory'
import { networkingRoutes } from './system-networking'

const areas: Record<AreaId, RouteObject[]> = {
  'system-inventory': inventoryRoutes,
  'system-networking': networkingRoutes,
}

/** The system table with each area's routes where the app patches them in (system-areas.tsx). */
const wholeSystem = systemRoutes.map((r): RouteObject => {
  const more = r.id ? areas[r.id as AreaId] : undefined
  return more && !r.index ? { ...r, children: [...(r.children ?? []), ...more] } : r
})

/**
 * The whole route table, the system pages in it: what the route tests and the e2e walks read.
 * The app never imports it: it patches the system pages in on the first visit (app.tsx).
 */
export const fullRoutes = tableWith([content(wholeSystem)])
