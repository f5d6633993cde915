import type uPlot from 'uplot'

/** One sample: time (a Date or epoch milliseconds) and value. */
export type ChartPoint = { t: Date | number; v: number }

/** One line on a chart. `label` names it in the tooltip and in the screen-reader summary. */
export type ChartSeries = { label: string; points: ChartPoint[] }

const ms = (t: Date | number) => (typeof t === 'number' ? t : t.getTime())

/**
 * uPlot wants one shared x array (seconds) and one y array per series. Series that share their
 * timestamps (the common case: one query aligned to one period) are copied straight across; series
 * with differing timestamps are joined, with gaps where a series has no sample.
 */
export function toAligned(series: ChartSeries[]): uPlot.AlignedData {
  const first = series[0]?.points
  if (!first) return [[]]
  const sameTime = (p: ChartPoint, i: number) => {
    const q = first[i]
    return q !== undefined && ms(p.t) === ms(q.t)
  }
  const shared = series.every((s) => s.points.length === first.length && s.points.every(sameTime))
  const xs = (pts: ChartPoint[]) => Float64Array.from(pts, (p) => ms(p.t) / 1000)
  const ys = (pts: ChartPoint[]) => Float64Array.from(pts, (p) => p.v)
  if (shared) return [xs(first), ...series.map((s) => ys(s.points))]
  return joinTables(series.map((s) => [xs(s.points), ys(s.points)]))
}

/** Outer join on x of several [x, y] tables (x ascending), null where a table has no sample. */
function joinTables(tables: [Float64Array, Float64Array][]): uPlot.AlignedData {
  const all = new Set<number>()
  for (const [x] of tables) for (const t of x) all.add(t)
  const x = Float64Array.from([...all].sort((a, b) => a - b))
  const index = new Map<number, number>()
  x.forEach((t, i) => {
    index.set(t, i)
  })
  const ys = tables.map(([tx, ty]) => {
    const y: (number | null)[] = new Array(x.length).fill(null)
    tx.forEach((t, i) => {
      const at = index.get(t)
      const v = ty[i]
      if (at !== undefined && v !== undefined) y[at] = v
    })
    return y
  })
  return [x, ...ys]
}

/** The last sample of each series, for the screen-reader summary. */
export function latestValues(series: ChartSeries[]) {
  return series.map((s) => {
    const last = s.points.at(-1)
    return { label: s.label, t: last ? new Date(ms(last.t)) : null, v: last?.v ?? null }
  })
}

/** True when no series has a sample. */
export const isEmpty = (series: ChartSeries[]) => series.every((s) => s.points.length === 0)

/** Line colours, read from the theme's custom properties so charts follow light and dark. */
const PALETTE_VARS = ['--t-accent', '--t-info-fg', '--t-notice-fg', '--t-fg-2']
const FALLBACK = ['#12724a', '#2563eb', '#b45309', '#434c56']

export function themeColours() {
  const style = getComputedStyle(document.documentElement)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    lines: PALETTE_VARS.map((v, i) => read(v, FALLBACK[i] ?? '#12724a')),
    axis: read('--t-fg-3', '#5a6571'),
    grid: read('--t-line', '#dde1e5'),
  }
}
