/**
 * TimeSeriesChart: a line chart over time, drawn by uPlot on a canvas (plot.tsx).
 *
 * API (kept stable; the instance metrics and the utilization screens both use it):
 *   <TimeSeriesChart
 *     title="CPU time"                 // the figure's accessible name, shown as its caption
 *     series={[{ label: 'run', points: [{ t: Date | epochMs, v: number }, ...] }]}
 *     format={formatBytes}             // optional: y-axis ticks, tooltip and summary values
 *     range={{ start, end }}           // optional: pin the x axis to the asked range
 *     height={200}                     // optional: plot height in px (the width follows the container)
 *     loading={isPending}              // optional: a spinner instead of the plot
 *     error="Message"                  // optional: an error callout instead of the plot
 *     emptyText="No data for this range" // optional: shown when no series has a point
 *   />
 *
 * Hovering shows a crosshair and a tooltip with the time and each series' value under the cursor.
 * A drag across the plot zooms the time axis to it; buttons zoom and pan by keyboard
 * (chart-view.ts); a new `range` shows all of it again.
 * Screen readers get a visually hidden table of each series' latest value (the canvas is hidden
 * from them). uPlot styles its elements from JS (element.style), never with inline <style> or
 * style attributes, so it works under the production CSP (style-src 'self').
 */
import { useId } from 'react'
import { preloadedComponent } from '~/components/lazy-component'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'
import { formatDateTime } from '~/util/dates'
import { formatNumber } from '~/util/units'
import { type ChartSeries, isEmpty, latestValues } from './chart-data'

export type { ChartPoint, ChartSeries } from './chart-data'

export const NO_DATA = 'No data for this range'

export type TimeSeriesChartProps = {
  title: string
  series: ChartSeries[]
  format?: (v: number) => string
  range?: { start: Date; end: Date }
  height?: number
  loading?: boolean
  error?: string | null
  emptyText?: string
}

export type PlotProps = Required<
  Pick<TimeSeriesChartProps, 'title' | 'series' | 'format' | 'height'>
> &
  Pick<TimeSeriesChartProps, 'range'>

const Pending = ({ title, height }: { title: string; height: number }) => (
  <div className="flex items-center justify-center" style={{ height }}>
    <Spinner label={`Loading ${title}`} />
  </div>
)

/**
 * The plot and uPlot come in a module of their own, asked for as soon as a page with a chart
 * loads: it arrives while the chart's query runs, and the page shows without waiting for it.
 */
const Plot = preloadedComponent(
  () => import('./plot').then((m) => m.default),
  (p: PlotProps) => <Pending title={p.title} height={p.height} />,
)

export function TimeSeriesChart({
  title,
  series,
  format = formatNumber,
  range,
  height = 200,
  loading = false,
  error = null,
  emptyText = NO_DATA,
}: TimeSeriesChartProps) {
  const id = useId()
  const empty = isEmpty(series)
  return (
    <figure aria-labelledby={id} className="min-w-0 rounded-lg border border-line p-4">
      <figcaption id={id} className="mb-3 font-semibold">
        {title}
      </figcaption>
      {error ? (
        <Message variant="error">{error}</Message>
      ) : loading ? (
        <Pending title={title} height={height} />
      ) : empty ? (
        <p
          className="flex items-center justify-center rounded border border-dashed border-line-strong text-secondary"
          style={{ height }}
        >
          {emptyText}
        </p>
      ) : (
        <>
          <Plot title={title} series={series} format={format} range={range} height={height} />
          <LatestTable series={series} format={format} />
        </>
      )}
    </figure>
  )
}

/** What screen readers get instead of the canvas: each series' latest value. */
function LatestTable({ series, format }: { series: ChartSeries[]; format: (v: number) => string }) {
  return (
    // the wrapper hides it: a table ignores the 1px box sr-only gives it and widens the page
    <div className="sr-only">
      <table>
        <caption>Latest values</caption>
        <thead>
          <tr>
            <th scope="col">Series</th>
            <th scope="col">Time</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {latestValues(series).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.t ? formatDateTime(row.t) : '–'}</td>
              <td>{row.v == null ? '–' : format(row.v)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
