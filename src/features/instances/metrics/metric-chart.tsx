import type { FieldValue, OxqlQueryResult } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { q } from '~/api/query'
import { QueryChart } from '~/components/charts/query-chart'
import type { ChartSeries } from '~/components/charts/time-series-chart'
import { alignPeriod, type OxqlQueryParts, oxqlQuery, type TimeRange } from '~/util/oxql'

/**
 * One chart of an instance's metrics: sends its OxQL query (project-scoped) and draws each
 * timeseries of the answer as a line. Aligned counters come back as amounts per period;
 * `perPeriod` turns such an amount into what the chart shows (a rate per second, a percent).
 */
export type MetricChartProps = {
  title: string
  project: string
  range: TimeRange
  query: Omit<OxqlQueryParts, 'range' | 'period'>
  /** Names a line from its timeseries' fields; absent: one line named after the chart. */
  label?: (fields: Record<string, FieldValue>) => string
  /** Which lines to draw (e.g. only some vCPU states); all when absent. */
  keep?: (label: string) => boolean
  perPeriod: (amount: number, periodSeconds: number) => number
  format: (v: number) => string
}

export function toSeries(
  result: OxqlQueryResult | undefined,
  name: (fields: Record<string, FieldValue>) => string,
  value: (v: number) => number,
): ChartSeries[] {
  const table = result?.tables[0]
  if (!table) return []
  return table.timeseries.map((ts) => {
    const column = ts.points.values[0]?.values
    const values =
      column && (column.type === 'double' || column.type === 'integer') ? column.values : []
    return {
      label: name(ts.fields),
      points: ts.points.timestamps.flatMap((t, i) => {
        const v = values[i]
        // the SDK types these as Dates but passes some through as ISO strings: read either
        return v == null ? [] : [{ t: new Date(t).getTime(), v: value(v) }]
      }),
    }
  })
}

export function MetricChart({
  title,
  project,
  range,
  query,
  label,
  keep,
  perPeriod,
  format,
}: MetricChartProps) {
  const period = alignPeriod(range)
  const text = oxqlQuery({ ...query, range, period: period.text })
  const result = useQuery(q('timeseriesQuery', { query: { project }, body: { query: text } }))
  return (
    <QueryChart
      title={title}
      query={result}
      toSeries={(data) =>
        toSeries(data, label ?? (() => title), (v) => perPeriod(v, period.seconds)).filter(
          (s) => !keep || keep(s.label),
        )
      }
      format={format}
      range={range}
    />
  )
}

/** Amount per period to a rate per second. */
export const perSecond = (amount: number, periodSeconds: number) => amount / periodSeconds
