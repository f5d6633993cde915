import type { FieldValue } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { q } from '~/api/query'
import { toSeries } from '~/components/charts/oxql-series'
import { QueryChart } from '~/components/charts/query-chart'
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
