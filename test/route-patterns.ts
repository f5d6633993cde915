import type { RouteObject } from 'react-router'

/**
 * The page patterns of a route table, for the tests that walk every page (the e2e route walk,
 * the unit test of paths, crumbs and titles): a leaf, or a parent with an index route, at its
 * full path; optional segments dropped; the catch-all left out.
 */
const hasIndex = (children: RouteObject[]): boolean =>
  children.some((c) => c.index || (!c.path && hasIndex(c.children ?? [])))
const rendersAtOwnPath = (r: RouteObject) => !r.children?.length || hasIndex(r.children)

function flatten(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const path = r.path ? (r.path.startsWith('/') ? r.path : `${parent}/${r.path}`) : parent
    const here = r.path && rendersAtOwnPath(r) ? [path] : []
    return [...here, ...flatten(r.children ?? [], path)]
  })
}

export function pagePatterns(routes: RouteObject[]): string[] {
  const patterns = flatten(routes)
    .map((p) => p.replace(/\/+/g, '/').replace(/\/:\w+\?/g, ''))
    .filter((p) => !p.includes('*'))
  return [...new Set(patterns)]
}

/** Fill a pattern's params; every value is encoded as the path builder does. */
export const concrete = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`)
    return encodeURIComponent(value)
  })
