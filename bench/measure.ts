import type { Browser } from '@playwright/test'
import {
  type ApiBeforeContent,
  coldLoad,
  newContext,
  type Outcome,
  open,
  quietNetwork,
  scrollThrough,
  type Target,
  timeClick,
} from './browser'
import type { Bundle } from './bundle'
import { LIST_KEYS, wholeCollection } from './lists'
import { dependentReads, large, type Marker, navigations, type Page, pages } from './pages'
import { type Cell, kib, median, mib, na, timed } from './results'
import { UPLOAD_KEYS, uploadImage } from './upload'

/**
 * Every browser measurement for one set-up (production bundle + HTTP mock, or the mock build),
 * as cells keyed by row. The rows themselves are assembled in report.ts.
 */
export type Measured = Record<string, Cell>

export type SetupTargets = {
  /** the pages whose cold loads and API calls are measured (`benchPages`) */
  pages: Page[]
  demo: Target
  /** the same console with the mock's large seed, or null when the mock has no such seed */
  large: Target | null
  bundle: Bundle
  params: Record<string, string | null>
  runs: number
  log: (line: string) => void
  /**
   * The network latency of the pass that counts API round trips before content (one more cold
   * load per page); null for none (the in-browser mock answers inside the page, unslowed)
   */
  latencyMs: number | null
  /** the file to upload as an image, where the uploads go through the HTTP mock */
  upload: { path: string; mibs: number } | null
}

const NAV_RUNS = 10
/** How long after its content a page's further calls are counted (issue 29: 5 s). */
const AFTER_MS = 5000
/** Pages counted at once: each mostly waits out AFTER_MS, and the counts do not hang on time. */
const COUNT_AT_ONCE = 4
const LARGE_KEYS = ['large:first', 'large:paging', 'large:longtask', 'large:dropped', ...LIST_KEYS]

/** Fill `{param}` in a path or marker text; null when a param has no value in this seed. */
function fill(s: string, params: Record<string, string | null>): string | null {
  let missing = false
  const out = s.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k]
    if (v == null) missing = true
    return encodeURIComponent(v ?? '')
  })
  return missing ? null : out
}

function resolve(page: Page, params: Record<string, string | null>) {
  const path = fill(page.path, params)
  const marker = page.marker.map((c) => ({
    ...c,
    ...(c.text && { text: fill(c.text, params) ?? c.text }),
  }))
  return path ? { path, marker } : null
}

const cellOf = (o: Exclude<Outcome, { status: 'ok' }>): Cell => ({ failed: o.reason })

/**
 * The API calls of a cold load of every page, each request a round trip away (`latencyMs`), on
 * the large seed's fleet where there is one (32 sleds, 400 projects, 50 receivers: a read per
 * object shows). The round trips and calls before the content, one page at a time (loads side
 * by side would slow each other's content and part calls that belong together); the calls in
 * the AFTER_MS after it, a few pages at a time (mostly waiting, and the count only grows with
 * a faster machine).
 */
async function apiCounts(browser: Browser, s: SetupTargets, latencyMs: number) {
  const api = new Map<string, ApiBeforeContent>()
  const target = s.large ?? s.demo
  const todo = s.pages.flatMap((page) => {
    const at = resolve(page, s.params)
    return at ? [{ page, at }] : []
  })
  for (const { page, at } of todo) {
    const far = await coldLoad(browser, target, at.path, at.marker, { latencyMs })
    if (far.api) api.set(page.id, far.api)
  }
  for (let i = 0; i < todo.length; i += COUNT_AT_ONCE)
    await Promise.all(
      todo.slice(i, i + COUNT_AT_ONCE).map(async ({ page, at }) => {
        const opts = { latencyMs, afterMs: AFTER_MS }
        const far = await coldLoad(browser, target, at.path, at.marker, opts)
        const before = api.get(page.id)
        if (far.api && before) api.set(page.id, { ...before, after: far.api.after })
      }),
    )
  return api
}

/** Cold loads of every page; the instance list also yields its JS requests and heap. */
async function coldLoads(browser: Browser, s: SetupTargets, out: Measured) {
  const api = s.latencyMs ? await apiCounts(browser, s, s.latencyMs) : new Map()
  for (const page of s.pages) {
    const at = resolve(page, s.params)
    if (!at) {
      out[`cold:${page.id}`] = na('no such resource in the mock')
      continue
    }
    const instances = page.id === 'instances'
    const times: number[] = []
    const heaps: number[] = []
    let cell: Cell | undefined
    for (let i = 0; i < s.runs && !cell; i++) {
      const load = await coldLoad(browser, s.demo, at.path, at.marker, { heap: instances })
      if (instances && i === 0) jsOfLoad(load.js, s.bundle, out)
      if (load.outcome.status !== 'ok') cell = cellOf(load.outcome)
      else times.push(load.outcome.ms)
      if (load.heapBytes !== undefined) heaps.push(load.heapBytes)
    }
    out[`cold:${page.id}`] = cell ?? timed(times)
    if (instances)
      out.heap = heaps.length ? { value: mib(median(heaps)) } : (cell ?? na('no heap reading'))
    const asked = api.get(page.id)
    const trips = asked
      ? `, ${asked.trips} round trips, ${asked.calls} API calls before content, ${asked.after} after`
      : ''
    s.log(`  cold ${page.id}: ${show(out[`cold:${page.id}`]!)}${trips}`)
  }
  // a page's dependent reads, named in bench/pages.ts, are not counted against it
  const beyond = new Map(
    [...api].map(([id, a]) => [id, { ...a, trips: a.trips - (dependentReads[id]?.trips ?? 0) }]),
  )
  worstOf(beyond, 'trips', out)
  worstOf(api, 'calls', out)
  worstOf(api, 'after', out)
}

/**
 * The page that waited for the most API round trips (or asked the most calls) before its
 * content: one row each, naming the page, whatever the number of pages (issue 29).
 */
function worstOf(api: Map<string, ApiBeforeContent>, key: keyof ApiBeforeContent, out: Measured) {
  let worst: [string, number] | undefined
  for (const [id, a] of api) if (!worst || a[key] > worst[1]) worst = [id, a[key]]
  out[`api:${key}`] = worst ? { value: worst[1], note: worst[0] } : na('not counted here')
}

function jsOfLoad(files: string[], bundle: Bundle, out: Measured) {
  const gzip = files.reduce((sum, f) => sum + (bundle.sizeOf(f)?.gzip ?? 0), 0)
  out.initialJs = { value: kib(gzip) }
  out.jsRequests = { value: files.length }
}

export const show = (c: Cell) =>
  'value' in c ? String(c.value) : 'na' in c ? `n/a (${c.na})` : `FAILED (${c.failed})`

async function clientNavs(browser: Browser, s: SetupTargets, out: Measured) {
  const byId = new Map(pages.map((p) => [p.id, p]))
  for (const nav of navigations) {
    const from = resolve(byId.get(nav.from)!, s.params)
    const to = resolve(byId.get(nav.to)!, s.params)
    const key = `nav:${nav.id}`
    if (!from || !to) {
      out[key] = na('no such resource in the mock')
      continue
    }
    const context = await newContext(browser, s.demo)
    try {
      const page = await context.newPage()
      const start = await open(page, s.demo, from.path, from.marker)
      if (start.status !== 'ok') {
        out[key] = cellOf(start)
        continue
      }
      const times: number[] = []
      let cell: Cell | undefined
      for (let i = 0; i < NAV_RUNS && !cell; i++) {
        const link = page.getByRole('link', { name: nav.link, exact: true }).first()
        const o = await timeClick(page, to.marker, () => link.click())
        if (o.status !== 'ok') cell = cellOf(o)
        else times.push(o.ms)
        const back = await timeClick(page, from.marker, () => page.goBack().then(() => undefined))
        if (!cell && back.status !== 'ok') cell = cellOf(back)
      }
      out[key] = cell ?? timed(times)
    } finally {
      await context.close()
    }
    s.log(`  nav ${nav.id}: ${show(out[key]!)}`)
  }
}

/** The large seed: first page cold, paging forward, and scrolling 100 rows. */
async function largeProject(browser: Browser, s: SetupTargets, out: Measured) {
  const target = s.large
  if (!target) {
    for (const k of LARGE_KEYS) out[k] = na('mock has no large seed')
    return
  }
  const times: number[] = []
  let cell: Cell | undefined
  for (let i = 0; i < s.runs && !cell; i++) {
    const { outcome } = await coldLoad(browser, target, large.path, large.marker)
    if (outcome.status !== 'ok') cell = cellOf(outcome)
    else times.push(outcome.ms)
  }
  out['large:first'] = cell ?? timed(times)
  s.log(`  large first page: ${show(out['large:first'])}`)
  if (cell) {
    for (const k of LARGE_KEYS.slice(1)) out[k] = cell
    return
  }
  const context = await newContext(browser, target)
  try {
    const page = await context.newPage()
    const settle = quietNetwork(page)
    const opened = await open(page, target, large.path, large.marker)
    const paging: number[] = []
    let failed: Cell | undefined = opened.status === 'ok' ? undefined : cellOf(opened)
    // the next page is on screen when the first row's name changes: the previous page stays
    // up while the next loads, and other cells (external IPs) fill in on their own afterwards
    const firstName = `${large.table} tbody tr:first-child a`
    for (let i = 0; i < large.pagesForward && !failed; i++) {
      // from a settled page: the click's cost, not the tail of the previous page's requests
      await settle()
      const before = await page.evaluate((sel) => window.__bench.textOf(sel), firstName)
      const next: Marker = [{ selector: firstName, notText: before }]
      const button = page.getByRole('button', { name: large.next, exact: true })
      const o = await timeClick(page, next, () => button.click())
      if (o.status !== 'ok') failed = cellOf(o)
      else paging.push(o.ms)
    }
    out['large:paging'] = failed ?? timed(paging)
    if (failed) {
      for (const k of LARGE_KEYS.slice(2)) out[k] = failed
    } else {
      await settle()
      const scroll = await scrollThrough(page)
      const note = `${scroll.longTasks} long tasks`
      out['large:longtask'] = { value: Math.round(scroll.maxLongTaskMs), note }
      out['large:dropped'] = { value: scroll.dropped, note: `of ${scroll.frames + scroll.dropped}` }
      await settle()
      await wholeCollection(page, settle, out)
    }
  } finally {
    await context.close()
  }
  s.log(
    `  large paging: ${show(out['large:paging']!)}, longest task while scrolling: ${show(out['large:longtask']!)}`,
  )
  s.log(
    `  lists: longest task while loading the rest: ${show(out['lists:loadLongtask'] ?? { na: 'not run' })}, filter keystroke: ${show(out['lists:filter'] ?? { na: 'not run' })}`,
  )
}

/** A phase that throws (a crashed page, a closed context) fails its own rows, not the run. */
async function guarded(out: Measured, keys: string[], phase: () => Promise<void>) {
  try {
    await phase()
  } catch (e) {
    const reason = e instanceof Error ? e.message.split('\n')[0]! : String(e)
    for (const key of keys) out[key] ??= { failed: reason }
  }
}

export async function measure(browser: Browser, s: SetupTargets): Promise<Measured> {
  const out: Measured = {}
  const coldKeys = [...s.pages.map((p) => `cold:${p.id}`), 'initialJs', 'jsRequests', 'heap']
  await guarded(out, coldKeys, () => coldLoads(browser, s, out))
  await guarded(
    out,
    navigations.map((n) => `nav:${n.id}`),
    () => clientNavs(browser, s, out),
  )
  await guarded(out, LARGE_KEYS, () => largeProject(browser, s, out))
  const file = s.upload
  if (!file) for (const key of UPLOAD_KEYS) out[key] = na('HTTP mock only')
  else {
    await guarded(out, UPLOAD_KEYS, () => uploadImage(browser, s.demo, file, out))
    s.log(
      `  upload: ${show(out['upload:rate']!)} MiB/s, peak heap ${show(out['upload:heap']!)} MiB`,
    )
  }
  return out
}
