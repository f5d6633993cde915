import type { Marker } from './pages'
import type { Call } from './round-trips'

/**
 * The probe the bench installs in every page before the app's own scripts run. It is plain
 * JS source (not a serialised TS function) so nothing the TS loader adds can break it.
 *
 * - `watch(marker)` resolves in the first animation frame in which every check of the marker
 *   holds ("main content visible").
 * - long tasks (PerformanceObserver 'longtask') and rAF frame times, for scrolling.
 * - the time of the last click, the start of a client-side navigation, and of the last key
 *   press, the start of a filter keystroke.
 * - `apiCalls()`: the API calls made so far, in flight or answered (the same clock as `watch`).
 */
export type WatchResult = { status: 'ok'; at: number }
export type LongTask = { start: number; duration: number }

export type Probe = {
  watch: (marker: Marker) => Promise<WatchResult>
  /** a watch armed by the bench, awaited after the click that should satisfy it */
  pending?: Promise<WatchResult>
  /** a watch armed before the page's scripts ran: the cold load */
  cold?: Promise<WatchResult>
  lastClick: number
  /** the time of the last key press: the start of a filter keystroke */
  lastKey: number
  longtasks: LongTask[]
  frames: number[]
  recordFrames: () => void
  stopFrames: () => number[]
  nextFrame: () => Promise<void>
  textOf: (selector: string) => string
  apiCalls: () => Call[]
}

declare global {
  interface Window {
    __bench: Probe
    __benchCold?: { marker: Marker }
  }
}

export const PROBE = `(() => {
  if (window.__bench) return
  const B = { longtasks: [], frames: [], lastClick: 0, lastKey: 0, recording: false }
  window.__bench = B
  // a fleet's fan-out would pass the default of 250 entries
  performance.setResourceTimingBufferSize(100000)
  // every API fetch from the moment it is made, so one still in flight is counted too (resource
  // timing lists a request only once its response has ended); its end is when its answer came
  const calls = []
  const fetch0 = window.fetch
  window.fetch = function (input, init) {
    const promise = fetch0.call(this, input, init)
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (['/v1/', '/experimental/'].some((p) => url.pathname.startsWith(p))) {
      const call = { start: performance.now(), end: Infinity, url: url.pathname + url.search }
      calls.push(call)
      const ended = () => { call.end = performance.now() }
      promise.then((r) => r.clone().arrayBuffer().then(ended, ended), ended)
    }
    return promise
  }
  B.apiCalls = () => calls.map((c) => ({ ...c }))
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch (e) {}
  addEventListener('click', () => { B.lastClick = performance.now() }, true)
  addEventListener('keydown', () => { B.lastKey = performance.now() }, true)
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const holds = (c) => {
    for (const el of document.querySelectorAll(c.selector)) {
      if (!visible(el)) continue
      const text = (el.textContent || '').trim()
      if (c.text != null && !text.includes(c.text)) continue
      if (c.notText != null && text === c.notText) continue
      return true
    }
    return false
  }
  B.watch = (marker) => new Promise((resolve) => {
    const tick = () => {
      if (marker.every(holds)) return resolve({ status: 'ok', at: performance.now() })
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  B.recordFrames = () => {
    B.frames = []
    B.recording = true
    const loop = (t) => {
      if (!B.recording) return
      B.frames.push(t)
      requestAnimationFrame(loop)
    }
    requestAnimationFrame(loop)
  }
  B.stopFrames = () => { B.recording = false; return B.frames }
  B.nextFrame = () => new Promise((r) => requestAnimationFrame(() => r()))
  B.textOf = (selector) => ((document.querySelector(selector) || {}).textContent || '').trim()
  if (window.__benchCold) B.cold = B.watch(window.__benchCold.marker)
})()`
