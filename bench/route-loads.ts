import type { RouteObject } from 'react-router'

/**
 * What a cold load of each page fetches before it shows, from the route table itself: the
 * modules of every route from the root to the page's (a layout, a tab's page; not the page a
 * side-modal form opens over, which loads once the form shows: route-table/kit.tsx
 * `behindModals`), and the table that brings the page's routes when the app patches them in (an
 * area's, or the system table). With the build's manifest (bench/bundle.ts `loadedWith`), its
 * bytes.
 *
 * A route's module is named in its lazy function's text, as Vite's module runner prints it
 * (`import("/src/features/...")`); `also` gives the modules of functions that ask for theirs
 * through a helper (the system layout's `systemLayout()`), by route id.
 */
export type RouteLoad = { page: string; modules: string[] }

export type Tables = {
  /** The module a route's loader comes in, where its text does not name it (a list's loader). */
  loaderModule?: (route: RouteObject) => unknown
  /** The manifest key of the table that brings these routes, if the app patches them in. */
  of: (route: RouteObject, parents: RouteObject[]) => string | undefined
  also?: Record<string, string[]>
}

const SPECIFIER = /import(?:__)?\(["'](\/?[^"']+)["']\)/g

/** The source modules a function's text imports, as manifest keys (`src/...`). */
export const importsOf = (fn: unknown): string[] =>
  typeof fn === 'function'
    ? [...String(fn).matchAll(SPECIFIER)].map((m) => (m[1] ?? '').replace(/^\//, ''))
    : []

export function routeLoads(
  routes: RouteObject[],
  moduleOf: (route: RouteObject) => unknown,
  tables: Tables,
): RouteLoad[] {
  const loads: RouteLoad[] = []
  const walk = (list: RouteObject[], parents: RouteObject[], above: string[]) => {
    for (const route of list) {
      const table = tables.of(route, parents)
      const own = [
        ...importsOf(moduleOf(route)),
        ...importsOf(typeof route.lazy === 'function' ? route.lazy : undefined),
        // a route that is no page but loads what it renders (the frame of a page under side modals)
        ...(moduleOf(route) || typeof route.lazy !== 'object'
          ? []
          : importsOf((route.lazy as { element?: unknown }).element)),
        ...importsOf(route.loader),
        ...importsOf(tables.loaderModule?.(route)),
        ...(route.id ? (tables.also?.[route.id] ?? []) : []),
        ...(table ? [table] : []),
      ]
      const modules = [...new Set([...above, ...own])]
      const page = importsOf(moduleOf(route))[0]
      if (page) loads.push({ page, modules })
      if (route.children) walk(route.children, [...parents, route], modules)
    }
  }
  walk(routes, [], [])
  return loads
}

type Entry = typeof import('./route-table-entry')

/** Each page's modules (routeLoads) in the app's table, as the app patches its parts in. */
export function pageLoads({
  fullRoutes,
  modules,
  systemRoutes,
  systemLayout,
  systemLoader,
}: Entry) {
  return routeLoads(
    fullRoutes,
    (route) =>
      route.lazy && typeof route.lazy === 'object'
        ? modules.get(route.lazy as Parameters<typeof modules.get>[0])
        : undefined,
    {
      // an area's routes come with its table (route-table/areas.tsx), the other system pages'
      // with the system table
      of: (route) =>
        route.id && /^(system|project)-/.test(route.id)
          ? `src/route-table/${route.id}.tsx`
          : route.children === systemRoutes
            ? 'src/route-table/system.tsx'
            : undefined,
      also: { system: [...importsOf(systemLayout), ...importsOf(systemLoader)] },
      // a list's loader module; a layout's module, for the pages that wait for it
      loaderModule: (route) =>
        typeof route.loader === 'function'
          ? modules.get(route.loader)
          : route.lazy && typeof route.lazy === 'object' && typeof route.lazy.loader === 'function'
            ? modules.get(route.lazy.loader)
            : undefined,
    },
  )
}

/** The route table read through Vite's module runner (it imports React components), as the e2e walks read it. */
export async function readPageLoads(root: string): Promise<RouteLoad[]> {
  const { runnerImport } = await import('vite')
  const { module } = await runnerImport<Entry>(`${root}bench/route-table-entry.ts`, {
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^~\//, replacement: `${root}src/` }] },
    define: { 'import.meta.env.MOCK': 'false' },
  })
  return pageLoads(module)
}
