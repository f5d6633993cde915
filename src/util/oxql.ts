/**
 * OxQL query text for the timeseries endpoints (POST /v1/timeseries/query?project=...), as pure
 * functions: the charts build their queries here and the tests read them back.
 *
 *   get virtual_machine:vcpu_usage
 *     | filter timestamp >= @2026-01-01T00:00:00.000 && timestamp < @2026-01-01T01:00:00.000
 *         && instance_id == "…"
 *     | align mean_within(30s)
 *     | group_by [state], sum
 */
export type TimeRange = { start: Date; end: Date }

/** The preset ranges of the metrics screens, in milliseconds. */
export const PRESETS = { '1h': 3_600_000, '1d': 86_400_000, '1w': 604_800_000 } as const
export type Preset = keyof typeof PRESETS

/** OxQL's timestamp literal: ISO 8601 in UTC without the zone letter. */
export const oxqlTimestamp = (d: Date) => `@${d.toISOString().replace(/Z$/, '')}`

/** OxQL string literals are double-quoted; quotes and backslashes are escaped. */
const quote = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`

const PERIODS: [seconds: number, text: string][] = [
  [10, '10s'],
  [30, '30s'],
  [60, '1m'],
  [300, '5m'],
  [600, '10m'],
  [1800, '30m'],
  [3600, '1h'],
  [21600, '6h'],
  [86400, '1d'],
]

/**
 * The alignment period for a range: the shortest period that keeps a series at most `maxPoints`
 * long (an hour at 30 s, a day at 5 m, a week at 30 m).
 */
export function alignPeriod(range: TimeRange, maxPoints = 360): { seconds: number; text: string } {
  const span = (range.end.getTime() - range.start.getTime()) / 1000
  const [seconds, text] = PERIODS.find(([s]) => span / s <= maxPoints) ?? [86400, '1d']
  return { seconds, text }
}

export type OxqlQueryParts = {
  /** `target:metric`, e.g. `virtual_disk:bytes_read`. */
  timeseries: string
  range: TimeRange
  /** Field equalities, ANDed: `{ instance_id: '…' }`. */
  filters?: Record<string, string>
  /** Alignment period text, e.g. `30s`; from `alignPeriod` when absent. */
  period?: string
  /** Fields to keep, summing the rest away: `['state']`; `[]` sums every series into one. */
  groupBy?: string[]
}

export function oxqlQuery({ timeseries, range, filters = {}, period, groupBy }: OxqlQueryParts) {
  const conditions = [
    `timestamp >= ${oxqlTimestamp(range.start)}`,
    `timestamp < ${oxqlTimestamp(range.end)}`,
    ...Object.entries(filters).map(([field, value]) => `${field} == ${quote(value)}`),
  ]
  const parts = [
    `get ${timeseries}`,
    `filter ${conditions.join(' && ')}`,
    `align mean_within(${period ?? alignPeriod(range).text})`,
  ]
  if (groupBy) parts.push(`group_by [${groupBy.join(', ')}], sum`)
  return parts.join(' | ')
}
