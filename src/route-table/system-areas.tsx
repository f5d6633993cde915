import type { RouteObject } from 'react-router'
import { NotFound } from '~/components/error-page'
import { type Handle, to } from './kit'

/**
 * System areas (networking, inventory): their routes come on the first visit below them, each
 * table on its own. A page of an area needs neither the system table (route-table/system.tsx)
 * nor the other area's, nor the reads only they name: the app (app.tsx) patches in the area's
 * table alone. Until then an area holds its index's redirect and a splat, here in the app's
 * table (routes.tsx); a path below it matches the splat, which makes React Router ask for the
 * patch (a path matched without params never does); after it, the splat answers 'Page not
 * found'.
 */
const AREAS = {
  'system-inventory': {
    path: 'inventory',
    index: '/system/inventory/sleds',
    handle: { crumb: 'Inventory' },
    load: async () => (await import('./system-inventory')).inventoryRoutes,
  },
  'system-networking': {
    path: 'networking',
    index: '/system/networking/ip-pools',
    handle: undefined,
    load: async () => (await import('./system-networking')).networkingRoutes,
  },
} satisfies Record<
  string,
  { path: string; index: string; handle: Handle | undefined; load: () => Promise<RouteObject[]> }
>

export type AreaId = keyof typeof AREAS
const entries = Object.entries(AREAS) as [AreaId, (typeof AREAS)[AreaId]][]

/**
 * The areas as they stand in the system layout's children before their routes come, or with
 * those given (route-table/full-table.ts gives every area's, for tests).
 */
export const areaRoutes = (routes: Partial<Record<AreaId, RouteObject[]>> = {}): RouteObject[] =>
  entries.map(([id, { path, index, handle }]) => ({
    id,
    path,
    handle,
    children: [to(index), ...(routes[id] ?? []), { path: '*', element: <NotFound /> }],
  }))

const patched = new Set<AreaId>()

/** The area `path` is below, if any. */
export const areaBelow = (path: string) =>
  entries.find(([, area]) => path.startsWith(`/system/${area.path}/`))?.[0]

/**
 * Patch in the routes of `area`, once (app.tsx calls this on a navigation below it); a
 * navigation that ended meanwhile patches nothing, as React Router would ignore it.
 */
export async function patchArea(
  area: AreaId,
  patch: (routeId: string, children: RouteObject[]) => void,
  signal: AbortSignal,
) {
  if (patched.has(area)) return
  const children = await AREAS[area].load()
  if (patched.has(area) || signal.aborted) return
  patch(area, children)
  patched.add(area)
}
