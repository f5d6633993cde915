import type { RouteObject } from 'react-router'
import { NotFound } from '~/components/error-page'
import { type Handle, to } from './kit'

/**
 * System areas whose routes come on the first visit below them, as the system table itself
 * does (app.tsx): a silo or webhook page's first load does not carry the networking and
 * inventory tables, nor the reads only they name. Until then an area holds its index's redirect
 * and a splat; a path below it matches the splat, which makes React Router ask for the patch
 * (a path matched without params never does); after it, the splat answers 'Page not found'.
 * The cost: a cold load of an area's page fetches its table after the system table, one JS
 * round trip more (asking for both at once from routes.tsx put 0.1 KiB on every page's first
 * load, the instance list over its 150).
 */
type Area = {
  id: 'system-inventory' | 'system-networking'
  path: string
  /** Where the area's own path redirects. */
  index: string
  handle?: Handle
  load: () => Promise<RouteObject[]>
}

const AREAS: Area[] = [
  {
    id: 'system-inventory',
    path: 'inventory',
    index: '/system/inventory/sleds',
    handle: { crumb: 'Inventory' } satisfies Handle,
    load: async () => (await import('./system-inventory')).inventoryRoutes,
  },
  {
    id: 'system-networking',
    path: 'networking',
    index: '/system/networking/ip-pools',
    load: async () => (await import('./system-networking')).networkingRoutes,
  },
]

export type AreaId = Area['id']

/** The areas as they stand in the system table before their routes come. */
export const areaRoutes: RouteObject[] = AREAS.map(({ id, path, index, handle }) => ({
  id,
  path,
  handle,
  children: [to(index), { path: '*', element: <NotFound /> }],
}))

const patched = new Set<AreaId>()

/**
 * Patch in the routes of the area `path` is below, once (app.tsx calls this on a navigation
 * below /system, after the system table's own patch); a navigation that ended meanwhile
 * patches nothing, as React Router would ignore it.
 */
export async function patchArea(
  path: string,
  patch: (routeId: string, children: RouteObject[]) => void,
  signal: AbortSignal,
) {
  const area = AREAS.find((a) => path.startsWith(`/system/${a.path}/`))
  if (!area || patched.has(area.id)) return
  const children = await area.load()
  if (patched.has(area.id) || signal.aborted) return
  patch(area.id, children)
  patched.add(area.id)
}
