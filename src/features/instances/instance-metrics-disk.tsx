import { usePrefetchedQuery } from '~/api/query'
import { perSecond } from '~/components/charts/oxql-series'
import { TimeRangeToolbar, useTimeRange } from '~/components/time-range/toolbar'
import { instanceDisks } from '~/resources/disks/queries'
import { EmptyState } from '~/ui/empty-state'
import { formatBytesPerSecond, formatPerSecond } from '~/util/chart-units'
import { useInstance } from './instance-queries'
import { MetricChart } from './metrics/metric-chart'
import { SourceSelect, useSourceParam } from './metrics/metric-source'

const CHARTS = [
  { metric: 'bytes_read', title: 'Bytes read', format: formatBytesPerSecond },
  { metric: 'bytes_written', title: 'Bytes written', format: formatBytesPerSecond },
  { metric: 'reads', title: 'Reads', format: formatPerSecond },
  { metric: 'writes', title: 'Writes', format: formatPerSecond },
]

/** metrics/disk: throughput and operations of one attached disk (`?disk=`) or all of them. */
export default function InstanceMetricsDisk() {
  const { project, instance } = useInstance()
  const disks = usePrefetchedQuery(instanceDisks(project, instance.name)).items
  const metric = useTimeRange(['timeseriesQuery'])
  const source = useSourceParam('disk', disks)
  const filters: Record<string, string> = source.selected
    ? { disk_id: source.selected.id }
    : { attached_instance_id: instance.id }
  return (
    <>
      <TimeRangeToolbar metric={metric}>
        <SourceSelect
          label="Disk"
          allLabel="All disks"
          items={disks}
          value={source.value}
          onChange={source.select}
        />
      </TimeRangeToolbar>
      {disks.length === 0 ? (
        <EmptyState title="No attached disks" body="Attach a disk to see its metrics." />
      ) : (
        metric.range && (
          <div className="grid gap-4 lg:grid-cols-2">
            {CHARTS.map((c) => (
              <MetricChart
                key={c.metric}
                title={`${c.title} (${source.selected?.name ?? 'all disks'})`}
                project={project}
                range={metric.range}
                query={{ timeseries: `virtual_disk:${c.metric}`, filters, groupBy: [] }}
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
