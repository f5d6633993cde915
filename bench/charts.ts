import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { Browser } from '@playwright/test'
import { launch } from './browser'
import type { Cell } from './results'

/**
 * Chart smoothness (issue 15): a week of one-minute points (10,080 per series, two series) drawn
 * by uPlot the way TimeSeriesChart does (points to Float64Arrays, one shared x, no point markers),
 * then the cursor swept across the plot and the view panned across the week a day at a time (as
 * the chart's zoom and Earlier/Later do: setScale on x); the longest main-thread task of any, in ms.
 * uPlot runs on a blank page (its IIFE build and CSS), so the figure is the chart's own cost,
 * apart from the app's routing and queries. Run alone: `npx tsx bench/charts.ts`.
 */
export const CHART_KEY = 'chart:weekLongtask'
const POINTS = 7 * 24 * 60

export async function chartLongTask(browser: Browser): Promise<Cell> {
  const require = createRequire(import.meta.url)
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    await page.setContent('<!doctype html><div id="chart" style="width:1000px"></div>')
    await page.addStyleTag({ path: require.resolve('uplot/dist/uPlot.min.css') })
    await page.addScriptTag({ path: require.resolve('uplot/dist/uPlot.iife.min.js') })
    // tsx keeps function names with a helper the page lacks
    await page.evaluate('window.__name = (f) => f')
    const result = await page.evaluate(async (n) => {
      const tasks: { start: number; duration: number }[] = []
      const record = (entries: PerformanceEntryList) => {
        for (const e of entries) tasks.push({ start: e.startTime, duration: e.duration })
      }
      const observer = new PerformanceObserver((list) => record(list.getEntries()))
      observer.observe({ type: 'longtask', buffered: true })
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
      await frame()
      const end = Date.now()
      const series = [0, 1].map((s) =>
        Array.from({ length: n }, (_, i) => ({
          t: end - (n - i) * 60_000,
          v: 1e6 * (1 + Math.sin(i / 200 + s)) + ((i * 7919) % 1000),
        })),
      )
      const t0 = performance.now()
      const first = series[0] ?? []
      const data = [
        Float64Array.from(first, (p) => p.t / 1000),
        ...series.map((s) => Float64Array.from(s, (p) => p.v)),
      ]
      const el = document.getElementById('chart') as HTMLElement
      // the IIFE build puts uPlot on window
      type Plot = {
        over: HTMLElement
        setScale: (key: string, limits: { min: number; max: number }) => void
      }
      const UPlot = (window as unknown as { uPlot: new (...a: unknown[]) => Plot }).uPlot
      const u = new UPlot(
        {
          width: 1000,
          height: 200,
          legend: { show: false },
          scales: { x: { time: true } },
          series: [
            {},
            ...series.map(() => ({ stroke: '#12724a', width: 1.5, points: { show: false } })),
          ],
        },
        data,
        el,
      )
      const drawMs = performance.now() - t0
      await frame()
      const box = u.over.getBoundingClientRect()
      for (let x = 0; x < box.width; x += 20) {
        u.over.dispatchEvent(
          new MouseEvent('mousemove', {
            clientX: box.left + x,
            clientY: box.top + 50,
            bubbles: true,
          }),
        )
        await frame()
      }
      // zoomed to a day, panned half a day at a time from the first point to the last
      const xs = data[0] ?? new Float64Array()
      const day = 86_400
      let pans = 0
      for (let min = xs[0] ?? 0; min + day <= (xs[xs.length - 1] ?? 0); min += day / 2) {
        u.setScale('x', { min, max: min + day })
        pans++
        await frame()
      }
      // the entries not yet delivered to the callback, without waiting for them
      record(observer.takeRecords())
      // only what started with the conversion and the draw counts, not loading uPlot or the data
      return { tasks: tasks.filter((t) => t.start >= t0).map((t) => t.duration), drawMs, pans }
    }, POINTS)
    const longest = Math.max(0, ...result.tasks)
    return {
      value: Math.round(longest),
      note: `${result.tasks.length} long tasks; first draw ${Math.round(result.drawMs)} ms; ${result.pans} pans`,
    }
  } finally {
    await page.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await launch()
  try {
    const cell = await chartLongTask(browser)
    console.log(`a week of 1-minute points: longest task ${JSON.stringify(cell)}`)
  } finally {
    await browser.close()
  }
}
