import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { errorMessage } from '~/api/errors'
import { useMinDisplay } from '~/ui/spinner'
import type { ChartSeries } from './chart-data'
import { TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart'

/**
 * A chart of one query's answer, the one way screens chart API data: a spinner while the
 * query runs (a refresh included; at least 500 ms), its error in words, else the series the
 * answer makes (`toSeries`, kept stable while the answer is).
 */
export function QueryChart<T>({
  query,
  toSeries,
  ...chart
}: Omit<TimeSeriesChartProps, 'series' | 'loading' | 'error'> & {
  query: UseQueryResult<T>
  toSeries: (data: T | undefined) => ChartSeries[]
}) {
  const loading = useMinDisplay(query.isFetching && !query.isError)
  const { data } = query
  // toSeries is a new function each render: the answer alone decides the series
  const convert = useRef(toSeries)
  convert.current = toSeries
  const series = useMemo(() => convert.current(data), [data])
  return (
    <TimeSeriesChart
      {...chart}
      series={series}
      loading={loading}
      error={query.isError ? errorMessage(query.error) : null}
    />
  )
}
