import type { RouteObject } from 'react-router'
import { NotFound } from '~/components/error-page'

/**
 * Areas: their routes come on the first visit to one of their paths, each table on its own. A
 * page of a system area needs neither the system table (route-table/system.tsx) nor another
 * area's, nor the reads only they name; a project page outside a VPC needs no VPC's routes: the
 * app (app.tsx) patches in the area's table alone. Until then an area holds a splat below each
 * of its paths, here in the app's table (routes.tsx); a path of the area matches one, which
 * makes React Router ask for the patch (a path matched without params never does); after it,
 * the area's own routes are the closer match, and the splats answer the paths it has not with
 * 'Page not found'.
 */
type Area = {
  /** Where it is: below /system, or below a project (/projects/:project). */
  below: Below
  /** Its paths there. */
  paths: string[]
  /** Its table: its routes as they go there. */
  load: () => Promise<RouteObject[]>
}
export type Below = 'system' | 'project'
const BASE: Record<Below, string> = { system: '/system', project: '/projects/:project' }

const AREAS = {
  // a VPC's pages: its tabs and forms, its routers and internet gateways
  'project-vpcs': {
    below: 'project',
    paths: ['vpcs/:vpc'],
    load: async () => (await import('./project-vpcs')).area,
  },
  'system-silos': {
    below: 'system',
    paths: ['silos', 'silos-new'],
    load: async () => (await import('./system-silos')).area,
  },
  'system-webhooks': {
    below: 'system',
    paths: ['webhooks', 'webhooks-new'],
    load: async () => (await import('./system-webhooks')).area,
  },
  'system-certificates': {
    below: 'system',
    paths: ['certificates', 'certificates-new'],
    load: async () => (await import('./system-certificates')).area,
  },
  'system-inventory': {
    below: 'system',
    paths: ['inventory'],
    load: async () => (await import('./system-inventory')).area,
  },
  'system-networking': {
    below: 'system',
    paths: ['networking'],
    load: async () => (await import('./system-networking')).area,
  },
  // below networking too: the longer paths are theirs
  'system-bgp': {
    below: 'system',
    paths: ['bgp', 'bfd', 'bfd-new'].map((p) => `networking/${p}`),
    load: async () => (await import('./system-bgp')).area,
  },
  'system-pools': {
    below: 'system',
    paths: ['ip-pools', 'ip-pools-new', 'subnet-pools', 'subnet-pools-new'].map(
      (p) => `networking/${p}`,
    ),
    load: async () => (await import('./system-pools')).area,
  },
} satisfies Record<string, Area>

export type AreaId = keyof typeof AREAS
const entries = Object.entries(AREAS) as [AreaId, Area][]

export type AreaRoutes = Partial<Record<AreaId, RouteObject[]>>

/**
 * The areas `below` a place as they stand among its children before their routes come, or
 * with those given (route-table/full-table.ts gives every area's, for tests).
 */
export const areaRoutes = (below: Below, routes: AreaRoutes = {}): RouteObject[] =>
  entries
    .filter(([, area]) => area.below === below)
    .map(([id, area]) => ({
      id,
      children: [
        ...area.paths.map((path) => ({ path: `${path}/*`, element: <NotFound /> })),
        ...(routes[id] ?? []),
      ],
    }))

/** Each area path as a pattern of the whole path: `^/system/silos(/|$)`. */
const patterns = entries.flatMap(([id, area]) =>
  area.paths.map((p) => {
    const path = `${BASE[area.below]}/${p}`
    return {
      id,
      length: path.length,
      pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}(/|$)`),
    }
  }),
)

const patched = new Set<AreaId>()

/** The area a path is one of, if any: the one of the longest path that holds it. */
export function areaOf(path: string): AreaId | undefined {
  let best: (typeof patterns)[number] | undefined
  for (const p of patterns) if (p.pattern.test(path) && p.length > (best?.length ?? -1)) best = p
  return best?.id
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
