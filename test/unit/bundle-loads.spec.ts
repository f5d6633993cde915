import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Bundle } from '../../bench/bundle'

/**
 * What a cold load through a lazily loaded module fetches (bench/bundle.ts), on a made-up
 * build: the shell (entry and app), an area's route table the shell loads on a match, a page
 * the table loads, and a modal the page loads once it shows.
 */
const dir = mkdtempSync(join(tmpdir(), 'console-loads-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const files = { entry: 1, app: 2, table: 3, tableReads: 4, page: 5, form: 6, modal: 7 }
mkdirSync(join(dir, 'assets'))
mkdirSync(join(dir, '.vite'))
// each file's bytes differ, so gzip sizes tell them apart
for (const [name, n] of Object.entries(files))
  writeFileSync(join(dir, `assets/${name}.js`), `${name};`.repeat(n * 400))
writeFileSync(
  join(dir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/app.tsx'] },
    'src/app.tsx': {
      file: 'assets/app.js',
      isDynamicEntry: true,
      dynamicImports: ['src/route-table/area.tsx'],
    },
    'src/route-table/area.tsx': {
      file: 'assets/table.js',
      isDynamicEntry: true,
      imports: ['_reads.js'],
      dynamicImports: ['src/features/page.tsx'],
    },
    '_reads.js': { file: 'assets/tableReads.js' },
    '_form.js': { file: 'assets/form.js' },
    'src/features/page.tsx': {
      file: 'assets/page.js',
      isDynamicEntry: true,
      imports: ['_form.js', '_reads.js'],
      dynamicImports: ['src/features/modal.tsx'],
    },
    'src/features/modal.tsx': {
      file: 'assets/modal.js',
      isDynamicEntry: true,
      imports: ['_form.js'],
    },
  }),
)
const bundle = new Bundle(dir)
const sorted = (s: Iterable<string>) => [...s].sort()

describe('Bundle: what a cold load fetches', () => {
  it('a page: the shell, its area’s route table and that table’s imports, then its own', () => {
    expect(sorted(bundle.loadedWith('src/features/page.tsx'))).toEqual(
      sorted(['entry', 'app', 'table', 'tableReads', 'page', 'form'].map((f) => `assets/${f}.js`)),
    )
  })

  it('a part a page loads once it shows: that page’s load and the part', () => {
    expect(sorted(bundle.loadedWith('src/features/modal.tsx'))).toEqual(
      sorted(
        ['entry', 'app', 'table', 'tableReads', 'page', 'form', 'modal'].map(
          (f) => `assets/${f}.js`,
        ),
      ),
    )
  })

  it('tells pages (what a route table loads) from parts, with what each fetches in all', () => {
    const rows = bundle.routeModules()
    expect(rows.map((r) => [r.module, r.page])).toEqual([
      ['src/features/modal.tsx', false],
      ['src/features/page.tsx', true],
      ['src/route-table/area.tsx', false],
    ])
    const page = rows.find((r) => r.module === 'src/features/page.tsx')
    expect(page?.firstLoad).toBe(bundle.gzipOf(bundle.loadedWith('src/features/page.tsx')))
  })
})
