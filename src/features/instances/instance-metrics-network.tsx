import { usePrefetchedQuery } from '~/api/query'
import { perSecond } from '~/components/charts/oxql-series'
import { TimeRangeToolbar, useTimeRange } from '~/components/time-range/toolbar'
import { instanceNics } from '~/resources/instances/queries'
import { EmptyState } from '~/ui/empty-state'
import { formatBytesPerSecond, formatPerSecond } from '~/util/chart-units'
import { useInstance } from './instance-queries'
import { MetricChart } from './metrics/metric-chart'
import { SourceSelect, useSourceParam } from './metrics/metric-source'

const CHARTS = [
  { metric: 'bytes_received', title: 'Bytes received', format: formatBytesPerSecond },
  { metric: 'bytes_sent', title: 'Bytes sent', format: formatBytesPerSecond },
  { metric: 'packets_received', title: 'Packets received', format: formatPerSecond },
  { metric: 'packets_sent', title: 'Packets sent', format: formatPerSecond },
]

/** metrics/network: traffic of one network interface (`?nic=`) or all of them. */
export default function InstanceMetricsNetwork() {
  const { project, instance } = useInstance()
  const nics = usePrefetchedQuery(instanceNics(project, instance.name)).items
  const metric = useTimeRange(['timeseriesQuery'])
  const source = useSourceParam('nic', nics)
  const filters: Record<string, string> = source.selected
    ? { interface_id: source.selected.id }
    : { instance_id: instance.id }
  return (
    <>
      <TimeRangeToolbar metric={metric}>
        <SourceSelect
          label="Network interface"
          allLabel="All interfaces"
          items={nics}
          value={source.value}
          onChange={source.select}
        />
      </TimeRangeToolbar>
      {nics.length === 0 ? (
        <EmptyState
          title="No network interfaces"
          body="Add a network interface to see its traffic."
        />
      ) : (
        metric.range && (
          <div className="grid gap-4 lg:grid-cols-2">
            {CHARTS.map((c) => (
              <MetricChart
                key={c.metric}
                title={`${c.title} (${source.selected?.name ?? 'all interfaces'})`}
                project={project}
                range={metric.range}
                query={{
                  timeseries: `instance_network_interface:${c.metric}`,
                  filters,
                  groupBy: [],
                }}
                perPeriod={perSecond}
                format={c.format}
              />
            ))}
          </div>
        )
      )}
    </>
  )
}
