import { useLocation } from 'react-router'
import { InstanceMetricsCpu } from './instance-metrics-cpu'
import { InstanceMetricsDisk } from './instance-metrics-disk'
import { InstanceMetricsNetwork } from './instance-metrics-network'

/**
 * The metrics sub-tabs (cpu, disk, network) share one route module, chosen by the last path
 * segment: one lazy import in the route table keeps the app shell as small as it was.
 */
const segmentOf = (pathname: string) => pathname.split('/').at(-1) ?? ''

export default function InstanceMetricsCharts() {
  const segment = segmentOf(useLocation().pathname)
  if (segment === 'disk') return <InstanceMetricsDisk />
  if (segment === 'network') return <InstanceMetricsNetwork />
  return <InstanceMetricsCpu />
}
