import { RouteTabs } from '~/components/route-tabs'
import { pb } from '~/util/paths'
import { useInstance } from './instance-queries'

/** The metrics tab and its cpu / disk / network sub-tabs, each a route. */
export default function InstanceMetricsTab() {
  const { project, instance } = useInstance()
  const p = { project, instance: instance.name }
  return (
    <RouteTabs
      label="Metrics"
      tabs={[
        { label: 'CPU', to: pb.instanceMetricsCpu(p) },
        { label: 'Disk', to: pb.instanceMetricsDisk(p) },
        { label: 'Network', to: pb.instanceMetricsNetwork(p) },
      ]}
    />
  )
}
