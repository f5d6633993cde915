import { PRESETS, type Preset, type TimeRange } from '~/util/oxql'

/**
 * A screen's time range (metrics, the audit log), kept in the URL: `?range=1h|1d|1w` (default 1h) or
 * `?range=custom&start=2026-01-01T08:00&end=2026-01-01T12:00` (local times, as the
 * datetime-local inputs give them).
 */
export type RangeChoice = Preset | 'custom'

export const RANGE_LABELS: Record<RangeChoice, string> = {
  '1h': 'Last hour',
  '1d': 'Last day',
  '1w': 'Last week',
  custom: 'Custom',
}

export const RANGE_ERRORS = {
  missing: 'Enter a start and an end time',
  order: 'Start time must be before end time',
  future: 'End time cannot be in the future',
} as const

const isPreset = (v: string | null): v is Preset => v !== null && v in PRESETS

/** A datetime-local value (`2026-01-01T08:00`) as a Date in local time; null if it does not parse. */
export function parseLocal(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** A Date as a datetime-local value in local time, to the minute. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Why a custom start/end pair cannot be used, or null when it can. */
export function customRangeError(start: string | null, end: string | null, now: number) {
  const s = parseLocal(start)
  const e = parseLocal(end)
  if (!s || !e) return RANGE_ERRORS.missing
  if (s.getTime() >= e.getTime()) return RANGE_ERRORS.order
  if (e.getTime() > now + 60_000) return RANGE_ERRORS.future
  return null
}

export type ResolvedRange =
  | { choice: RangeChoice; range: TimeRange; error: null }
  | { choice: 'custom'; range: null; error: string }

/**
 * The range the URL asks for, ending at `now` for the presets; `fallback` when it asks none (a
 * sparse series, such as what was provisioned, reads better over a longer one).
 */
export function resolveRange(
  search: URLSearchParams,
  now: number,
  fallback: Preset = '1h',
): ResolvedRange {
  const choice = search.get('range')
  if (choice === 'custom') {
    const start = search.get('start')
    const end = search.get('end')
    const error = customRangeError(start, end, now)
    const s = parseLocal(start)
    const e = parseLocal(end)
    if (error || !s || !e) return { choice, range: null, error: error ?? RANGE_ERRORS.missing }
    return { choice, range: { start: s, end: e }, error: null }
  }
  const preset = isPreset(choice) ? choice : fallback
  return {
    choice: preset,
    range: { start: new Date(now - PRESETS[preset]), end: new Date(now) },
    error: null,
  }
}
