import { fileURLToPath } from 'node:url'
import type { RouteObject } from 'react-router'
import { runnerImport } from 'vite'
import { pagePatterns } from '../route-patterns'

/**
 * The pages of the console, read from the route table itself (src/route-table/full-table.ts,
 * the system pages in it), so every screen anyone adds is walked without a list to keep up to
 * date. The table imports React components, so it is loaded through Vite's module runner,
 * with the same alias and transforms as the app; nothing renders, only the route objects are
 * read.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

/** Every route pattern of the console that shows a page (test/route-patterns.ts), read now. */
export async function readRoutePatterns(): Promise<string[]> {
  const { module } = await runnerImport<{ fullRoutes: RouteObject[] }>(
    `${root}src/route-table/full-table.ts`,
    {
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: [{ find: /^~\//, replacement: `${root}src/` }] },
      define: { 'import.meta.env.MOCK': 'false' },
    },
  )
  return pagePatterns(module.fullRoutes)
}

/** Where global-setup.ts leaves the patterns for the workers. */
export const PATTERNS_ENV = 'E2E_ROUTE_PATTERNS'

/**
 * The route patterns: read once per run by the global setup (reading the table takes seconds,
 * and every worker that loads a walk would pay it), or now when a file runs without it.
 */
export async function routePatterns(): Promise<string[]> {
  const given = process.env[PATTERNS_ENV]
  return given ? (JSON.parse(given) as string[]) : readRoutePatterns()
}
