/**
 * The plot of a TimeSeriesChart (time-series-chart.tsx): uPlot on a canvas, with the zoom
 * controls, the legend and the hover tooltip. A module of its own, so uPlot (about 21 KiB gzip)
 * loads beside a chart's data rather than before the page that shows it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatDateTime } from '~/util/dates'
import { themeColours, toAligned } from './chart-data'
import { AXIS_FONT, axisWidth, type View, valueRange, viewFromSelection } from './chart-view'
import type { PlotProps, TimeSeriesChartProps } from './time-series-chart'
import { ViewControls } from './view-controls'

let measuring: CanvasRenderingContext2D | null | undefined

/** A tick label's width in CSS pixels at the axes' font. */
function measureLabel(label: string): number {
  measuring ??= document.createElement('canvas').getContext('2d')
  if (!measuring) return label.length * 7
  measuring.font = AXIS_FONT
  return measuring.measureText(label).width
}

/** All the chart can show: the asked range, or with none the data's first to last time. */
function fullExtent(data: uPlot.AlignedData, range: TimeSeriesChartProps['range']): View {
  if (range) return { min: range.start.getTime() / 1000, max: range.end.getTime() / 1000 }
  const xs = data[0]
  return { min: xs[0] ?? 0, max: xs[xs.length - 1] ?? 0 }
}

type Hover = { idx: number; left: number; top: number; flip: boolean }

export default function Plot({ title, series, format, range, height }: PlotProps) {
  const wrap = useRef<HTMLDivElement>(null)
  const plot = useRef<{ u: uPlot; data: uPlot.AlignedData } | null>(null)
  const [hover, setHover] = useState<Hover | null>(null)
  const [colours] = useState(themeColours)
  const data = useMemo(() => toAligned(series), [series])
  // a zoom belongs to the range it was made in: a new range asked for shows all of it
  const rangeKey = range ? `${range.start.getTime()}-${range.end.getTime()}` : ''
  const [zoom, setZoom] = useState<{ key: string; view: View } | null>(null)
  const view = zoom?.key === rangeKey ? zoom.view : null
  const full = fullExtent(data, range)
  // Read through refs so a new formatter, range object or view does not rebuild the plot.
  const live = useRef({ data, format, range, view, full, rangeKey })
  live.current = { data, format, range, view, full, rangeKey }
  const setView = useCallback(
    (next: View | null) => setZoom(next && { key: live.current.rangeKey, view: next }),
    [],
  )
  const shape = series.map((s) => s.label).join('\u0000')

  // Build the plot when the set of series (or the height) changes; new data alone only updates it.
  useEffect(() => {
    const el = wrap.current
    if (!el) return
    const labels = shape.split('\u0000')
    const axis = { stroke: colours.axis, grid: { stroke: colours.grid, width: 1 } }
    const opts: uPlot.Options = {
      width: el.clientWidth || 300,
      height,
      legend: { show: false },
      // a drag selects a window, which setSelect below turns into the view
      cursor: { drag: { x: true, y: false, setScale: false } },
      scales: {
        x: {
          time: true,
          range: (_u, min, max) => {
            const { view, range } = live.current
            if (view) return [view.min, view.max]
            return range ? [range.start.getTime() / 1000, range.end.getTime() / 1000] : [min, max]
          },
        },
        y: { range: (_u, min, max) => valueRange(min, max) },
      },
      axes: [
        { ...axis, font: AXIS_FONT, ticks: { stroke: colours.grid } },
        {
          ...axis,
          font: AXIS_FONT,
          size: (_u, values) => axisWidth(values ?? [], measureLabel),
          ticks: { stroke: colours.grid },
          values: (_u, splits) => splits.map((v) => live.current.format(v)),
        },
      ],
      series: [
        {},
        ...labels.map((label, i) => ({
          label,
          stroke: colours.lines[i % colours.lines.length],
          width: 1.5,
          points: { show: false },
        })),
      ],
      hooks: {
        setSelect: [
          (u) => {
            const { left, width } = u.select
            if (width > 0) {
              const picked = viewFromSelection(
                live.current.full,
                u.posToVal(left, 'x'),
                u.posToVal(left + width, 'x'),
              )
              if (picked) setView(picked)
            }
            u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false)
          },
        ],
        setCursor: [
          (u) => {
            const { idx, left, top } = u.cursor
            if (idx == null || left == null || left < 0 || top == null) return setHover(null)
            const over = u.over.getBoundingClientRect()
            const box = el.getBoundingClientRect()
            setHover({
              idx,
              left: over.left - box.left + left,
              top: over.top - box.top + top,
              flip: left > over.width / 2,
            })
          },
        ],
      },
    }
    const u = new uPlot(opts, live.current.data, el)
    plot.current = { u, data: live.current.data }
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0) u.setSize({ width: el.clientWidth, height })
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      u.destroy()
      plot.current = null
    }
  }, [shape, height, colours, setView])

  useEffect(() => {
    const p = plot.current
    if (p && p.data !== data) {
      p.u.setData(data)
      p.data = data
    }
  }, [data])

  // the x scale follows the view (its range function reads live.current.view)
  useEffect(() => {
    const u = plot.current?.u
    const { min, max } = view ?? live.current.full
    u?.setScale('x', { min, max })
  }, [view])

  const labels = shape.split('\u0000')
  const colourOf = (i: number) => colours.lines[i % colours.lines.length]
  return (
    <div className="relative">
      <ViewControls title={title} full={full} view={view} onView={setView} />
      <div ref={wrap} aria-hidden="true" className="w-full overflow-hidden" />
      {labels.length > 1 && (
        <ul
          aria-hidden="true"
          className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-secondary"
        >
          {labels.map((label, i) => (
            <li key={label} className="flex items-center gap-1.5">
              <Swatch colour={colourOf(i)} />
              {label}
            </li>
          ))}
        </ul>
      )}
      {hover && (
        <Tooltip hover={hover} data={data} labels={labels} format={format} colourOf={colourOf} />
      )}
    </div>
  )
}

function Tooltip({
  hover,
  data,
  labels,
  format,
  colourOf,
}: {
  hover: Hover
  data: uPlot.AlignedData
  labels: string[]
  format: (v: number) => string
  colourOf: (i: number) => string | undefined
}) {
  const t = data[0][hover.idx]
  if (t === undefined) return null
  return (
    <div
      data-testid="chart-tooltip"
      className="pointer-events-none absolute z-10 whitespace-nowrap rounded border border-line-strong bg-raise px-2 py-1 text-sm shadow"
      style={{
        left: hover.left,
        top: hover.top,
        transform: `translate(${hover.flip ? 'calc(-100% - 12px)' : '12px'}, -50%)`,
      }}
    >
      <div className="text-secondary">{formatDateTime(new Date(t * 1000))}</div>
      {labels.map((label, i) => {
        const v = data[i + 1]?.[hover.idx]
        return (
          <div key={label} className="flex justify-between gap-3">
            <span className="flex items-center gap-1.5">
              <Swatch colour={colourOf(i)} />
              {label}
            </span>
            <span className="tabular-nums">{v == null ? '–' : format(v)}</span>
          </div>
        )
      })}
    </div>
  )
}

/** A series' colour, set from JS (CSSOM), which the CSP allows. */
const Swatch = ({ colour }: { colour: string | undefined }) => (
  <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: colour }} />
)
