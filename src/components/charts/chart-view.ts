/**
 * Zooming and panning a chart's time axis: a view is a window [min, max] (epoch seconds, as uPlot
 * counts) inside the chart's full extent. Pure, so Vitest checks it without a canvas.
 */
export type View = { min: number; max: number }

/** The smallest window a zoom goes down to: two minutes. */
export const MIN_VIEW_SECONDS = 120

const clampTo = (full: View, min: number, width: number): View => {
  const w = Math.min(width, full.max - full.min)
  const start = Math.min(Math.max(min, full.min), full.max - w)
  return { min: start, max: start + w }
}

/** The window of a drag across the plot, or null when it is too narrow to mean a zoom. */
export function viewFromSelection(full: View, a: number, b: number): View | null {
  const [min, max] = a < b ? [a, b] : [b, a]
  if (max - min < MIN_VIEW_SECONDS) return null
  return clampTo(full, min, max - min)
}

/** Half as wide, around the same centre. */
export function zoomIn(full: View, view: View | null): View {
  const v = view ?? full
  const width = Math.max(MIN_VIEW_SECONDS, (v.max - v.min) / 2)
  return clampTo(full, (v.min + v.max) / 2 - width / 2, width)
}

/** Twice as wide, around the same centre; null (the full extent) once it covers all of it. */
export function zoomOut(full: View, view: View | null): View | null {
  if (!view) return null
  const width = (view.max - view.min) * 2
  if (width >= full.max - full.min) return null
  return clampTo(full, (view.min + view.max) / 2 - width / 2, width)
}

/** Half a window earlier (-1) or later (1), stopping at the extent's ends. */
export function pan(full: View, view: View, direction: -1 | 1): View {
  const width = view.max - view.min
  return clampTo(full, view.min + (direction * width) / 2, width)
}

export const atStart = (full: View, view: View) => view.min <= full.min
export const atEnd = (full: View, view: View) => view.max >= full.max

/**
 * The value axis: from zero (or below it, for negative values) to a round number at or above
 * the highest value. Noise around 41 % then reads as the flat line it is, not as a cliff,
 * which an axis fitted to the data's own 40-42 % made it look like (issue 27).
 */
export function valueRange(min: number | null, max: number | null): [number, number] {
  const lo = Math.min(0, min ?? 0)
  const hi = Math.max(0, max ?? 0)
  if (hi === lo) return [lo, lo + 1]
  const step = 10 ** Math.floor(Math.log10(hi - lo)) / 2
  return [lo < 0 ? Math.floor(lo / step) * step : 0, Math.ceil(hi / step) * step]
}

/** The font of the axes' labels, set on the axes and used to measure them. */
export const AXIS_FONT = '12px system-ui, sans-serif'
/** What an axis draws beside its labels: its ticks (10 px), their gap (5 px) and a margin. */
const AXIS_CHROME = 21

/**
 * The value axis's width: its longest label as measured (`textWidth`), not guessed from its
 * length, so no label is clipped (issue 27: "1.5 GiB/s" lost its first letters).
 */
export const axisWidth = (labels: readonly string[], textWidth: (label: string) => number) =>
  Math.max(40, Math.ceil(Math.max(0, ...labels.map(textWidth))) + AXIS_CHROME)
