import type { RouteObject } from 'react-router'
import { NotFound } from '~/components/error-page'
import { type Handle, to } from './kit'

/**
 * System areas: their routes come on the first visit to one of their paths, each table on its
 * own. A page of an area needs neither the system table (route-table/system.tsx) nor another
 * area's, nor the reads only they name: the app (app.tsx) patches in the area's table alone.
 * Until then an area holds a splat below each of its paths, here in the app's table
 * (routes.tsx); a path of the area matches one, which makes React Router ask for the patch (a
 * path matched without params never does); after it, the area's own routes are the closer
 * match, and the splats answer the paths it has not with 'Page not found'.
 */
type Area = {
  /** Its paths below /system. */
  paths: string[]
  /** Its table (the module's routes). */
  load: () => Promise<RouteObject[]>
  /** An area of one path whose table is below it: its index's redirect, its crumb. */
  below?: { index: string; handle?: Handle }
}

const AREAS = {
  'system-silos': {
    paths: ['silos', 'silos-new'],
    load: async () => (await import('./system-silos')).siloAreaRoutes,
  },
  'system-webhooks': {
    paths: ['webhooks', 'webhooks-new'],
    load: async () => (await import('./system-webhooks')).webhookAreaRoutes,
  },
  'system-certificates': {
    paths: ['certificates', 'certificates-new'],
    load: async () => (await import('./system-certificates')).certificateAreaRoutes,
  },
  'system-inventory': {
    paths: ['inventory'],
    load: async () => (await import('./system-inventory')).inventoryRoutes,
    below: { index: '/system/inventory/sleds', handle: { crumb: 'Inventory' } },
  },
  'system-networking': {
    paths: ['networking'],
    load: async () => (await import('./system-networking')).networkingRoutes,
    below: { index: '/system/networking/ip-pools' },
  },
} satisfies Record<string, Area>

export type AreaId = keyof typeof AREAS
const entries = Object.entries(AREAS) as [AreaId, Area][]

/** An area's routes as they go below /system. */
const placed = ({ paths, below }: Area, routes: RouteObject[]): RouteObject[] =>
  below
    ? [{ path: paths[0], handle: below.handle, children: [to(below.index), ...routes] }]
    : routes

/**
 * The areas as they stand in the system layout's children before their routes come, or with
 * those given (route-table/full-table.ts gives every area's, for tests).
 */
export const areaRoutes = (routes: Partial<Record<AreaId, RouteObject[]>> = {}): RouteObject[] =>
  entries.map(([id, area]) => ({
    id,
    children: [
      ...area.paths.map((path) => ({ path: `${path}/*`, element: <NotFound /> })),
      ...placed(area, routes[id] ?? []),
    ],
  }))

const patched = new Set<AreaId>()

/** The area a path below /system is one of, if any. */
export const areaOf = (path: string) =>
  entries.find(([, area]) =>
    area.paths.some((p) => path === `/system/${p}` || path.startsWith(`/system/${p}/`)),
  )?.[0]

/**
 * Patch in the routes of `area`, once (app.tsx calls this on a navigation to one of its
 * paths); a navigation that ended meanwhile patches nothing, as React Router would ignore it.
 */
export async function patchArea(
  area: AreaId,
  patch: (routeId: string, children: RouteObject[]) => void,
  signal: AbortSignal,
) {
  if (patched.has(area)) return
  const children = placed(AREAS[area], await AREAS[area].load())
  if (patched.has(area) || signal.aborted) return
  patch(area, children)
  patched.add(area)
}
