import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { crumbTrail } from '~/components/breadcrumbs'
import { APP_TITLE, pageTitle, titleParts } from '~/components/page-title'
import { fullRoutes as routes } from '~/route-table/full-table'
import { type Handle, type LazyRoute, modules } from '~/route-table/kit'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'
import { concrete, pagePatterns } from '../route-patterns'

/**
 * Issue 9: paths, routes, crumbs and titles agree. Every path the path builder makes is a
 * page of the route table; every page names itself (a title of its own, and a breadcrumb
 * trail inside the layouts that show one).
 */
const value = (name: string) => `x-${name.toLowerCase()}`
const params = new Proxy({} as Record<string, string>, { get: (_, name) => value(String(name)) })

type Found = {
  route: RouteObject & { handle?: Handle }
  params: Record<string, string | undefined>
  pathname: string
}

const matched = new Map<string, Found[]>()
function match(path: string): Found[] {
  let found = matched.get(path)
  if (!found) {
    found = (matchRoutes(routes, path) ?? []).map((m) => ({
      route: m.route,
      params: m.params,
      pathname: m.pathname,
    }))
    matched.set(path, found)
  }
  return found
}

const asMatches = (found: Found[]) =>
  found.map((m) => ({ handle: m.route.handle, params: m.params, pathname: m.pathname }))

const isCatchAll = (found: Found[]) => found.at(-1)?.route.path === '*'
const isRedirect = (found: Found[]) => found.at(-1)?.route.handle?.redirect === true

/** Pages outside the layouts with breadcrumbs: sign-in, device flow, lookups. */
const bare = /^\/(login|device|lookup)(\/|$)/

const pages = pagePatterns(routes)
  .map((pattern) => ({
    pattern,
    path: concrete(pattern, params),
    found: match(concrete(pattern, params)),
  }))
  .filter((p) => !isRedirect(p.found))

describe('route table', () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(40)
  })

  it('every path the path builder makes is a page of the route table', () => {
    const offenders = Object.entries({ ...pb, ...sb }).flatMap(([name, build]) => {
      const path = (build as (p: Record<string, string>) => string)(params).split('?')[0] ?? ''
      const found = match(path)
      return found.length === 0 || isCatchAll(found) ? [`pb.${name}: ${path}`] : []
    })
    expect(offenders).toEqual([])
  })

  it('every page has a title of its own, most specific first', () => {
    const titles = pages.map((p) => ({ ...p, title: pageTitle(titleParts(asMatches(p.found))) }))
    for (const p of titles) expect(p.title, p.pattern).not.toBe(APP_TITLE)
    const seen = new Map<string, string>()
    const seenModule = new Map<string, unknown>()
    const clashes = titles.flatMap((p) => {
      const other = seen.get(p.title)
      const lazy = p.found.at(-1)?.route.lazy
      const module = typeof lazy === 'object' ? modules.get(lazy as LazyRoute) : undefined
      // two paths of one page (the lookup's long and short form) share a module and a title
      const alias =
        other !== undefined && module !== undefined && seenModule.get(p.title) === module
      seen.set(p.title, p.pattern)
      seenModule.set(p.title, module)
      return other && !alias ? [`${other} and ${p.pattern}: ${p.title}`] : []
    })
    expect(clashes).toEqual([])
  })

  it('names the instance page as the spec example does', () => {
    const path = pb.instance({ project: 'web-frontend', instance: 'web-1' })
    expect(pageTitle(titleParts(asMatches(match(path))))).toBe(
      'web-1 · Instances · web-frontend · Oxide Console',
    )
    const storage = pb.instanceStorage({ project: 'web-frontend', instance: 'web-1' })
    expect(pageTitle(titleParts(asMatches(match(storage))))).toBe(
      'Storage · web-1 · Instances · web-frontend · Oxide Console',
    )
  })

  it('every page inside a layout has a breadcrumb trail naming the page itself', () => {
    const offenders = pages
      .filter((p) => !bare.test(p.pattern))
      .flatMap((p) => {
        const trail = crumbTrail(asMatches(p.found))
        // an index route is named by its parent (instances' list by 'Instances')
        const last = p.found.at(-1)
        const owner = last?.route.index ? p.found.at(-2) : last
        const named = owner?.route.handle?.crumb !== undefined || owner?.route.handle?.title
        return trail.length === 0 || !named ? [p.pattern] : []
      })
    expect(offenders).toEqual([])
  })

  it('crumbs link to pages of the route table', () => {
    const offenders = pages.flatMap((p) =>
      crumbTrail(asMatches(p.found))
        .filter((c) => isCatchAll(match(c.to)) || match(c.to).length === 0)
        .map((c) => `${p.pattern}: ${c.label} -> ${c.to}`),
    )
    expect(offenders).toEqual([])
  })

  it('no two routes share a lazy object (React Router empties one once it has loaded it)', () => {
    const seen = new Set<unknown>()
    const shared: string[] = []
    const visit = (list: RouteObject[]) => {
      for (const r of list) {
        if (typeof r.lazy === 'object') {
          if (seen.has(r.lazy)) shared.push(r.path ?? '(index)')
          seen.add(r.lazy)
        }
        visit(r.children ?? [])
      }
    }
    visit(routes)
    expect(seen.size).toBeGreaterThan(40)
    expect(shared).toEqual([])
  })
})
