import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Bundle } from '../../bench/bundle'
import { pageLoads, routeLoads } from '../../bench/route-loads'
import * as routeTable from '../../bench/route-table-entry'

/**
 * What a cold load through a lazily loaded module fetches (bench/bundle.ts), on a made-up
 * build: the shell (entry and app), the system route table the app loads on a match, a page
 * the table loads, a modal the page loads once it shows, an area's table (which the app loads
 * instead of the system table) with a page of its own, and the system layout and its loader,
 * which both pages' routes pass through.
 */
const dir = mkdtempSync(join(tmpdir(), 'console-loads-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sizes = { entry: 1, app: 2, table: 3, reads: 4, page: 5, form: 6, modal: 7 }
const more = { area: 8, areaPage: 9, layout: 10, loader: 11 }
mkdirSync(join(dir, 'assets'))
mkdirSync(join(dir, '.vite'))
// each file's bytes differ, so gzip sizes tell them apart
for (const [name, n] of Object.entries({ ...sizes, ...more }))
  writeFileSync(join(dir, `assets/${name}.js`), `${name};`.repeat(n * 400))
const dynamic = (file: string, rest: object = {}) => ({
  file: `assets/${file}.js`,
  isDynamicEntry: true,
  ...rest,
})
writeFileSync(
  join(dir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/app.tsx'] },
    'src/app.tsx': dynamic('app', {
      dynamicImports: [
        'src/route-table/system.tsx',
        'src/route-table/system-area.tsx',
        'src/layouts/system-layout.tsx',
        'src/layouts/system-loader.ts',
      ],
    }),
    'src/layouts/system-layout.tsx': dynamic('layout'),
    'src/layouts/system-loader.ts': dynamic('loader'),
    'src/route-table/system.tsx': dynamic('table', {
      imports: ['_reads.js'],
      dynamicImports: ['src/features/page.tsx'],
    }),
    '_reads.js': { file: 'assets/reads.js' },
    '_form.js': { file: 'assets/form.js' },
    'src/features/page.tsx': dynamic('page', {
      imports: ['_form.js', '_reads.js'],
      dynamicImports: ['src/features/modal.tsx'],
    }),
    'src/features/modal.tsx': dynamic('modal', { imports: ['_form.js'] }),
    'src/route-table/system-area.tsx': dynamic('area', {
      dynamicImports: ['src/features/area-page.tsx'],
    }),
    'src/features/area-page.tsx': dynamic('areaPage'),
  }),
)
// what the route table tells (bench/route-loads.ts): the routes each page's is below
const layout = ['src/layouts/system-layout.tsx', 'src/layouts/system-loader.ts']
const bundle = new Bundle(dir, [
  {
    page: 'src/features/page.tsx',
    modules: [...layout, 'src/route-table/system.tsx', 'src/features/page.tsx'],
  },
  {
    page: 'src/features/area-page.tsx',
    modules: [...layout, 'src/route-table/system-area.tsx', 'src/features/area-page.tsx'],
  },
])
const files = (...names: string[]) => names.map((f) => `assets/${f}.js`).sort()
const loaded = (key: string) => [...bundle.loadedWith(key)].sort()

describe('Bundle: what a cold load fetches', () => {
  it('a page: the shell, its route table and that table’s imports, the layout, then its own', () => {
    expect(loaded('src/features/page.tsx')).toEqual(
      files('entry', 'app', 'table', 'reads', 'layout', 'loader', 'page', 'form'),
    )
  })

  it('a page of an area: the area’s table, not the system table', () => {
    expect(loaded('src/features/area-page.tsx')).toEqual(
      files('entry', 'app', 'area', 'layout', 'loader', 'areaPage'),
    )
  })

  it('a part a page loads once it shows: that page’s load and the part', () => {
    expect(loaded('src/features/modal.tsx')).toEqual(
      files('entry', 'app', 'table', 'reads', 'layout', 'loader', 'page', 'form', 'modal'),
    )
  })

  it('tells pages (the route table’s) from parts, with what each fetches in all', () => {
    const rows = bundle.routeModules()
    expect(Object.fromEntries(rows.map((r) => [r.module, r.page]))).toEqual({
      'src/features/page.tsx': true,
      'src/features/area-page.tsx': true,
      'src/features/modal.tsx': false,
      'src/route-table/system.tsx': false,
      'src/route-table/system-area.tsx': false,
      'src/layouts/system-layout.tsx': false,
      'src/layouts/system-loader.ts': false,
    })
    const page = rows.find((r) => r.module === 'src/features/page.tsx')
    expect(page?.firstLoad).toBe(bundle.gzipOf(bundle.loadedWith('src/features/page.tsx')))
  })
})

describe('routeLoads: what each page’s route passes through, from the route table', () => {
  const own = new Map<object, () => unknown>()
  const page = (path: string, load: () => unknown, children?: object[]) => {
    const route = { path, lazy: {}, children }
    own.set(route.lazy, load)
    return route
  }
  const routes = [
    {
      lazy: async () => ({ Component: (await import('/src/layouts/layout.tsx' as string)).L }),
      children: [
        page('items', () => import('/src/features/list.tsx' as string), [
          page('items-new', () => import('/src/features/modal.tsx' as string)),
        ]),
        {
          id: 'system-area',
          children: [page('area-page', () => import('/src/features/area-page.tsx' as string))],
        },
      ],
    },
  ]
  const loads = routeLoads(routes, (r) => (r.lazy ? own.get(r.lazy) : undefined), {
    of: (route) => (route.id === 'system-area' ? 'src/route-table/system-area.tsx' : undefined),
  })

  it('a route below a page’s (a tab): the layout, that page, then its own module', () => {
    expect(loads.find((l) => l.page === 'src/features/modal.tsx')?.modules).toEqual([
      'src/layouts/layout.tsx',
      'src/features/list.tsx',
      'src/features/modal.tsx',
    ])
  })

  it('a page of an area: the area’s table before its module', () => {
    expect(loads.find((l) => l.page === 'src/features/area-page.tsx')?.modules).toEqual([
      'src/layouts/layout.tsx',
      'src/route-table/system-area.tsx',
      'src/features/area-page.tsx',
    ])
  })
})

describe('pageLoads: the app’s route table', () => {
  const loads = pageLoads(routeTable)
  const modulesOf = (page: string) => loads.find((l) => l.page === page)?.modules ?? []

  it('a side-modal form opened from its URL loads the frame of the page behind, not that page', () => {
    const form = modulesOf('src/features/silos/silo-create.tsx')
    expect(form).toContain('src/route-table/page-behind-modals.tsx')
    expect(form).not.toContain('src/features/silos/silos-page.tsx')
    expect(modulesOf('src/features/silos/silos-page.tsx')).toContain(
      'src/features/silos/silos-page.tsx',
    )
    // a list's loader of its own comes in its module, with the list's reads
    const projectForm = modulesOf('src/features/projects/project-create.tsx')
    expect(projectForm).toContain('src/features/projects/projects-loader.ts')
    expect(projectForm).not.toContain('src/features/projects/projects-page.tsx')
  })

  it('a form below a layout loads neither the layout nor the tab behind it; the tab loads both', () => {
    const form = modulesOf('src/features/firewall-rules/firewall-rule-create.tsx')
    expect(form).not.toContain('src/features/vpcs/vpc-page.tsx')
    expect(form).not.toContain('src/features/firewall-rules/firewall-rules-tab.tsx')
    for (const tab of ['firewall-rules/firewall-rules-tab', 'internet-gateways/gateways-tab'])
      expect(modulesOf(`src/features/${tab}.tsx`)).toContain('src/features/vpcs/vpc-page.tsx')
  })

  it('a VPC’s page loads the VPC area’s table; a project’s other pages do not', () => {
    expect(modulesOf('src/features/firewall-rules/firewall-rules-tab.tsx')).toContain(
      'src/route-table/project-vpcs.tsx',
    )
    expect(modulesOf('src/features/instances/instances-page.tsx')).not.toContain(
      'src/route-table/project-vpcs.tsx',
    )
  })
})
