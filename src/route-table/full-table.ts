import type { RouteObject } from 'react-router'
import { tableWith } from '~/routes'
import type { AreaId } from './areas'
import { content } from './kit'
import { area as vpcs } from './project-vpcs'
import { systemRoutes } from './system'
import { area as bgp } from './system-bgp'
import { area as certificates } from './system-certificates'
import { area as inventory } from './system-inventory'
import { area as networking } from './system-networking'
import { area as pools } from './system-pools'
import { area as silos } from './system-silos'
import { area as webhooks } from './system-webhooks'

/**
 * The whole route table, the system pages and every area in it: what the route tests and the e2e
 * walks read. The app never imports it: it patches the system pages in on the first visit, and
 * an area's on the first visit to one of its paths (app.tsx).
 */
export const fullRoutes = tableWith([content(systemRoutes)], {
  'project-vpcs': vpcs,
  'system-silos': silos,
  'system-webhooks': webhooks,
  'system-certificates': certificates,
  'system-inventory': inventory,
  'system-networking': networking,
  'system-pools': pools,
  'system-bgp': bgp,
} satisfies Record<AreaId, RouteObject[]>)
