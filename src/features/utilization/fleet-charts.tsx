import { useQuery } from '@tanstack/react-query'
import { q } from '~/api/query'
import { QueryChart } from '~/components/charts/query-chart'
import { TimeRangeToolbar, useTimeRange } from '~/components/time-range/toolbar'
import { METRIC_LIMIT, type ProvisionedMetric } from '~/resources/utilization/queries'
import { PageSection } from '~/ui/titled-section'
import type { TimeRange } from '~/util/oxql'
import { FleetTimeseries } from './fleet-timeseries'
import { CAPACITY_OF, type Counts, fleetSeries, PROVISIONED } from './provisioned-series'

/**
 * A metric for the whole fleet (every silo: omicron's FLEET_ID, nexus/src/app/metrics.rs
 * `system_metric_list`), for fleet viewers: the fleet's series are these, not an OxQL query.
 * Here, not in resources/utilization/queries.ts, which the system route table (every system
 * page's first load) carries.
 */
const fleetMetric = (metricName: ProvisionedMetric, range: TimeRange) =>
  q('systemMetric', {
    path: { metricName },
    query: { startTime: range.start, endTime: range.end, limit: METRIC_LIMIT },
  })

function FleetChart({
  metric,
  title,
  format,
  range,
  capacity,
}: {
  metric: ProvisionedMetric
  title: string
  format: (v: number) => string
  range: TimeRange
  capacity: number
}) {
  // after the page's first frame: the meters and the table come first, the history as it comes
  const query = useQuery(fleetMetric(metric, range))
  return (
    <QueryChart
      title={`${title} provisioned`}
      query={query}
      toSeries={(data) => fleetSeries(data, capacity)}
      format={format}
      range={range}
    />
  )
}

/**
 * The fleet's provisioned CPUs, memory and storage over a chosen range (`systemMetric`, every
 * silo), against the capacity estimate; then any timeseries of the fleet over the same range. Loaded by the system utilization page once it is on
 * screen, so uPlot is no part of that page's first load.
 */
export function FleetCharts({
  capacity,
  siloNames,
}: {
  capacity: Counts
  /** Silo ids to names, for a metric's line for each silo. */
  siloNames: ReadonlyMap<string, string>
}) {
  const metric = useTimeRange(['systemMetric', 'systemTimeseriesQuery'], '1w')
  return (
    <>
      <PageSection title="Provisioned over time" className="mb-8">
        <TimeRangeToolbar metric={metric} />
        {metric.range && (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {PROVISIONED.map((c) => (
              <FleetChart
                key={c.metric}
                metric={c.metric}
                title={c.title}
                format={c.format}
                range={metric.range}
                capacity={capacity[CAPACITY_OF[c.metric]]}
              />
            ))}
          </div>
        )}
      </PageSection>
      {metric.range && <FleetTimeseries range={metric.range} siloNames={siloNames} />}
    </>
  )
}
