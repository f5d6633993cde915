import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgets } from '../../bench/budgets'
import { Bundle, build } from '../../bench/bundle'
import { pages } from '../../bench/pages'
import { kib } from '../../bench/results'
import { pageLoads } from '../../bench/route-loads'
import * as routeTable from '../../bench/route-table-entry'

/**
 * The bundle budgets of bench/budgets.ts on every `npm test`, so a dependency or an import that
 * bloats what users download fails CI. The timed budgets need a browser: `npm run bench`.
 */
let dir: string
let bundle: Bundle

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-bundle-'))
  await build(dir, 'production')
  bundle = new Bundle(dir, pageLoads(routeTable))
}, 120_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('bundle budgets (production build)', () => {
  it(`a cold load of the instance list needs at most ${budgets.initialJsKiB} KiB of gzip JS`, () => {
    const instances = pages.find((p) => p.id === 'instances')
    expect(instances).toBeDefined()
    expect(kib(bundle.initialJs(instances?.module))).toBeLessThanOrEqual(budgets.initialJsKiB)
  })

  const heavier = (pages: boolean, budget: number) =>
    bundle
      .routeModules()
      .filter((m) => m.page === pages && kib(m.firstLoad) > budget)
      .map((m) => `${m.module}: ${kib(m.firstLoad)} KiB`)

  it(`no page's cold load needs more than ${budgets.pageFirstLoadKiB} KiB of gzip JS`, () => {
    const pages = bundle.routeModules().filter((m) => m.page)
    expect(pages.length).toBeGreaterThan(100)
    const over = pages.filter((p) => kib(p.firstLoad) > budgets.pageFirstLoadKiB)
    expect(over.map((p) => `${p.module}: ${kib(p.firstLoad)} KiB`)).toEqual([])
  })

  it(`no part a page loads once it shows brings it past ${budgets.partFirstLoadKiB} KiB`, () => {
    expect(heavier(false, budgets.partFirstLoadKiB)).toEqual([])
  })

  it('the production bundle ships no mock code', () => {
    const mock = Object.keys(bundle.manifest).filter((k) => /mock-api|(^|\/)msw\//.test(k))
    expect(mock).toEqual([])
    expect([...bundle.files.keys()].filter((f) => f.includes('mockServiceWorker'))).toEqual([])
  })
})
