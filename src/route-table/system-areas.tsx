import type { RouteObject } from 'react-router'
import { NotFound } from '~/components/error-page'

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
  /** Its table: its routes as they go below /system. */
  load: () => Promise<RouteObject[]>
}

const AREAS = {
  'system-silos': {
    paths: ['silos', 'silos-new'],
    load: async () => (await import('./system-silos')).area,
  },
  'system-webhooks': {
    paths: ['webhooks', 'webhooks-new'],
    load: async () => (await import('./system-webhooks')).area,
  },
  'system-certificates': {
    paths: ['certificates', 'certificates-new'],
    load: async () => (await import('./system-certificates')).area,
  },
  'system-inventory': {
    paths: ['inventory'],
    load: async () => (await import('./system-inventory')).area,
  },
  'system-networking': {
    paths: ['networking'],
    load: async () => (await import('./system-networking')).area,
  },
  // below networking too: the longer paths are theirs
  'system-pools': {
    paths: ['ip-pools', 'ip-pools-new', 'subnet-pools', 'subnet-pools-new'].map(
      (p) => `networking/${p}`,
    ),
    load: async () => (await import('./system-pools')).area,
  },
} satisfies Record<string, Area>

export type AreaId = keyof typeof AREAS
const entries = Object.entries(AREAS) as [AreaId, Area][]

/**
 * The areas as they stand in the system layout's children before their routes come, or with
 * those given (route-table/full-table.ts gives every area's, for tests).
 */
export const areaRoutes = (routes: Partial<Record<AreaId, RouteObject[]>> = {}): RouteObject[] =>
  entries.map(([id, area]) => ({
    id,
    children: [
      ...area.paths.map((path) => ({ path: `${path}/*`, element: <NotFound /> })),
      ...(routes[id] ?? []),
    ],
  }))

const patched = new Set<AreaId>()

/** The area a path below /system is one of, if any: the one of the longest path that holds it. */
export function areaOf(path: string): AreaId | undefined {
  let best: [AreaId, number] | undefined
  for (const [id, area] of entries)
    for (const p of area.paths)
      if (
        (path === `/system/${p}` || path.startsWith(`/system/${p}/`)) &&
        p.length > (best?.[1] ?? -1)
      )
        best = [id, p.length]
  return best?.[0]
}

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
  const children = await AREAS[area].load()
  if (patched.has(area) || signal.aborted) return
  patch(area, children)
  patched.add(area)
}
