import type { FieldValue } from '@oxide/api'
import { TimeRangeToolbar, useTimeRange } from '~/components/time-range/toolbar'
import { formatPercent } from '~/util/chart-units'
import { useInstance } from './instance-queries'
import { MetricChart } from './metrics/metric-chart'

const stateOf = (fields: Record<string, FieldValue>) => String(fields.state?.value ?? '')

/** Utilization is the time in the run state; the other chart shows every state. */
const CHARTS = [
  { title: 'CPU utilization', keep: (state: string) => state === 'run' },
  { title: 'vCPU time by state', keep: undefined },
]

/** metrics/cpu: the share of the instance's vCPU time in each state, summed over its vCPUs. */
export default function InstanceMetricsCpu() {
  const { project, instance } = useInstance()
  const metric = useTimeRange(['timeseriesQuery'])
  // nanoseconds in a state per period, over all vCPUs, as a percent of the vCPUs' time
  const percent = (ns: number, periodSeconds: number) =>
    (ns / (periodSeconds * 1e9 * instance.ncpus)) * 100
  const query = {
    timeseries: 'virtual_machine:vcpu_usage',
    filters: { instance_id: instance.id },
    groupBy: ['state'],
  }
  return (
    <>
      <TimeRangeToolbar metric={metric} />
      {metric.range && (
        <div className="grid gap-4 lg:grid-cols-2">
          {CHARTS.map((c) => (
            <MetricChart
              key={c.title}
              title={c.title}
              project={project}
              range={metric.range}
              query={query}
              label={stateOf}
              keep={c.keep}
              perPeriod={percent}
              format={formatPercent}
            />
          ))}
        </div>
      )}
    </>
  )
}
