import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fullRoutes as routes } from '~/route-table/full-table'
import type { Handle } from '~/route-table/kit'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'
import { consolePages, projectPages } from './pages'

/** Path builders that are pages but no jump target, and why. */
const LEFT_OUT: Record<string, string> = {
  project: 'the project itself is in the index, as a project',
  inventory: 'redirects to Sleds, which is listed',
  bgp: 'redirects to BGP peers, which is listed',
  deviceVerify: 'the device flow is reached from a device, not the console',
  deviceSuccess: 'the device flow is reached from a device, not the console',
}

/** The params a path builder reads, found by giving it a recording object. */
function paramsOf(build: (p: Record<string, string>) => string): string[] {
  const read = new Set<string>()
  build(
    new Proxy({} as Record<string, string>, {
      get: (_, key) => {
        read.add(String(key))
        return key === 'kind' ? undefined : 'x'
      },
    }),
  )
  return [...read].filter((k) => k !== 'kind')
}

const all = [...consolePages({ fleetViewer: true }), ...projectPages('x', { fleetViewer: true })]
const paths = new Set(all.map((e) => e.to))

describe('the pages of the jump dialog', () => {
  it('cover every page the path builder makes without params, or with a project alone', () => {
    const missing = Object.entries({ ...pb, ...sb }).flatMap(([name, build]) => {
      const build_ = build as (p: Record<string, string>) => string
      const params = paramsOf(build_)
      if (params.some((p) => p !== 'project') || name in LEFT_OUT) return []
      // an affinity page is listed once per kind
      const path = build_(new Proxy({}, { get: (_, k) => (k === 'kind' ? undefined : 'x') }))
      return paths.has(path) ? [] : [`pb.${name}: ${path}`]
    })
    expect(missing).toEqual([])
  })

  it('lead to pages of the route table, not to redirects or Page not found', () => {
    const offenders = all.flatMap((e) => {
      const found = matchRoutes(routes, e.to.split('?')[0] ?? '') ?? []
      const last = found.at(-1)?.route as { path?: string; handle?: Handle } | undefined
      return !last || last.path === '*' || last.handle?.redirect ? [e.to] : []
    })
    expect(offenders).toEqual([])
  })

  it('offer the system pages to fleet viewers only', () => {
    const system = (fleetViewer: boolean) =>
      consolePages({ fleetViewer }).filter((e) => e.to.startsWith('/system'))
    expect(system(true).length).toBeGreaterThan(5)
    expect(system(false)).toEqual([])
  })

  it('leave out a form the silo role refuses, with no role on the silo', () => {
    const names = (cannot?: (a: string) => string | undefined) =>
      consolePages({ fleetViewer: false, cannot }).map((e) => e.name)
    expect(names()).toContain('New project')
    const noSiloRole = (a: string) => (a === 'projectCreate' ? 'needs collaborator' : undefined)
    expect(names(noSiloRole)).not.toContain('New project')
    expect(names(noSiloRole)).toContain('Projects')
  })

  it('name each page once per scope, and encode the project in paths', () => {
    const names = projectPages('a b').map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
    expect(projectPages('a b')[0]?.to).toBe('/projects/a%20b/instances')
  })
})
