import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { findBrowser } from '../scripts/browser.ts'
import { PROBE, type WatchResult } from './in-page'
import type { Marker } from './pages'
import { callsAfterContent, callsBeforeContent, tripsBeforeContent } from './round-trips'

/**
 * Headless Chromium and the measurements made in it. Every cold load is a fresh browser
 * context: empty HTTP cache, no service worker, no storage.
 */
export async function launch(): Promise<Browser> {
  const browser = findBrowser()
  return chromium.launch(browser ? { executablePath: browser.path } : {})
}

/** One way of serving the console: its base URL and the mock settings it needs. */
export type Target = { baseUrl: string; seed: 'demo' | 'large' }

/** What a single page load or navigation came to. */
export type Outcome = { status: 'ok'; ms: number } | { status: 'failed'; reason: string }

const TIMEOUT_MS = 15_000

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function newContext(browser: Browser, target: Target, cold?: Marker) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // the in-browser mock reads its settings from here; the HTTP mock ignores it
  const mock = JSON.stringify({ delay: 0, chaos: 0, seed: target.seed })
  await context.addInitScript({
    content: `localStorage.setItem('oxide.mock', ${JSON.stringify(mock)})`,
  })
  if (cold) {
    const arg = JSON.stringify({ marker: cold })
    await context.addInitScript({ content: `window.__benchCold = ${arg}` })
  }
  await context.addInitScript({ content: PROBE })
  return context
}

function outcome(r: WatchResult, start: number): Outcome {
  return { status: 'ok', ms: r.at - start }
}

const failed = (e: unknown): Outcome => ({
  status: 'failed',
  reason: e instanceof Error ? e.message.split('\n')[0]! : String(e),
})

/**
 * What a cold load asked of the API before its content showed (bench/round-trips.ts), and in
 * the `afterMs` that followed (`after`, when asked to wait).
 */
export type ApiBeforeContent = { trips: number; calls: number; after: number }

export type ColdLoad = {
  outcome: Outcome
  js: string[]
  heapBytes?: number
  api?: ApiBeforeContent
}

/**
 * Navigation start to the first frame showing the marker, in a fresh context. Also lists the
 * JS files the load fetched and, with `heap`, the JS heap in use afterwards (after a GC). With
 * `latencyMs` every request takes that long more, and the load counts the API round trips and
 * calls before its content (with the mock answering at once, a call made later for no reason
 * but the app's own work would look like one more round trip).
 */
export async function coldLoad(
  browser: Browser,
  target: Target,
  path: string,
  marker: Marker,
  opts: { heap?: boolean; latencyMs?: number; afterMs?: number } = {},
): Promise<ColdLoad> {
  const context = await newContext(browser, target, marker)
  try {
    const page = await context.newPage()
    if (opts.latencyMs) {
      // every request a round trip away, as from a browser far from the rack
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: opts.latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    const js = new Set<string>()
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.origin === new URL(target.baseUrl).origin && url.pathname.endsWith('.js'))
        js.add(url.pathname)
    })
    let result: Outcome
    try {
      await page.goto(target.baseUrl + path, { waitUntil: 'commit', timeout: TIMEOUT_MS })
      const r = await within(
        page.evaluate(() => window.__bench.cold!),
        TIMEOUT_MS,
        `main content of ${path}`,
      )
      result = outcome(r, 0)
    } catch (e) {
      result = failed(e)
    }
    const load: ColdLoad = { outcome: result, js: [...js] }
    if (result.status === 'ok' && opts.latencyMs) {
      const content = result.ms
      // the window itself is the measurement (the calls a settled page keeps making in it), so
      // there is no state to wait for instead
      if (opts.afterMs) await page.waitForTimeout(opts.afterMs)
      const calls = await page.evaluate(() => window.__bench.apiCalls())
      load.api = {
        trips: tripsBeforeContent(calls, content),
        calls: callsBeforeContent(calls, content),
        after: callsAfterContent(calls, content, opts.afterMs ?? 0),
      }
    }
    if (opts.heap && result.status === 'ok') load.heapBytes = await heapUsed(context, page)
    return load
  } finally {
    await context.close()
  }
}

async function heapUsed(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

/** Open a page and wait for its content; the start of navigation and paging runs. */
export async function open(
  page: Page,
  target: Target,
  path: string,
  marker: Marker,
): Promise<Outcome> {
  try {
    await page.goto(target.baseUrl + path, { timeout: TIMEOUT_MS })
    await armWatch(page, marker)
    const r = await within(
      page.evaluate(() => window.__bench.pending!),
      TIMEOUT_MS,
      `content of ${path}`,
    )
    return outcome(r, 0)
  } catch (e) {
    return failed(e)
  }
}

const armWatch = (page: Page, marker: Marker) =>
  page.evaluate((m) => {
    window.__bench.pending = window.__bench.watch(m)
  }, marker)

/**
 * Run `act` (a click) and time from the click to the first frame showing `marker`. The watch
 * is armed before the click, so a frame that already shows the content cannot be missed.
 */
export async function timeClick(
  page: Page,
  marker: Marker,
  act: () => Promise<void>,
  /** what starts the clock: the click (default), or the key press */
  from: 'lastClick' | 'lastKey' = 'lastClick',
): Promise<Outcome> {
  try {
    await armWatch(page, marker)
    await act()
    const r = await within(
      page.evaluate(() => window.__bench.pending!),
      TIMEOUT_MS,
      'content after click',
    )
    const startedAt = await page.evaluate((key) => window.__bench[key], from)
    return outcome(r, startedAt)
  } catch (e) {
    return failed(e)
  }
}

/**
 * Returns a function that resolves once the page has had no API request in flight for 300 ms
 * (polls of a transitional instance come and go; this waits for a gap between them).
 */
export function quietNetwork(page: Page) {
  let inFlight = 0
  let lastChange = Date.now()
  const api = (url: string) => new URL(url).pathname.startsWith('/v1/')
  const done = (req: { url: () => string }) => {
    if (!api(req.url())) return
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on('request', (req) => {
    if (!api(req.url())) return
    inFlight++
    lastChange = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return async () => {
    const deadline = Date.now() + TIMEOUT_MS
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 300))
      await page.evaluate(() => window.__bench.nextFrame())
  }
}

export type Scroll = { maxLongTaskMs: number; longTasks: number; frames: number; dropped: number }

/**
 * Wheel through the page top to bottom, a notch per frame, recording frame times and long
 * tasks. A frame gap of n intervals (16.7 ms at 60 Hz) counts as n-1 dropped frames.
 */
export async function scrollThrough(page: Page): Promise<Scroll> {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.mouse.move(700, 500)
  const t0 = await page.evaluate(() => {
    window.__bench.recordFrames()
    return performance.now()
  })
  for (let i = 0; i < 400; i++) {
    await page.mouse.wheel(0, 120)
    await page.evaluate(() => window.__bench.nextFrame())
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (atEnd) break
  }
  const frames = await page.evaluate(() => window.__bench.stopFrames())
  const tasks = await page.evaluate(
    (start) => window.__bench.longtasks.filter((t) => t.start >= start),
    t0,
  )
  let dropped = 0
  for (let i = 1; i < frames.length; i++) {
    const gap = frames[i]! - frames[i - 1]!
    dropped += Math.max(0, Math.round(gap / (1000 / 60)) - 1)
  }
  return {
    maxLongTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasks: tasks.length,
    frames: frames.length,
    dropped,
  }
}
