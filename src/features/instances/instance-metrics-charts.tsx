import { type LoaderFunctionArgs, useLocation } from 'react-router'
import { prefetch } from '~/api/query'
import { routeParams } from '~/components/route-params'
import { instanceDisks } from '~/resources/disks/queries'
import { instanceNics } from '~/resources/instances/queries'
import { InstanceMetricsCpu } from './instance-metrics-cpu'
import { InstanceMetricsDisk } from './instance-metrics-disk'
import { InstanceMetricsNetwork } from './instance-metrics-network'

/**
 * The metrics sub-tabs (cpu, disk, network) share one route module, chosen by the last path
 * segment: one lazy import in the route table keeps the app shell as small as it was.
 */
const segmentOf = (pathname: string) => pathname.split('/').at(-1) ?? ''

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project, instance } = routeParams(params, 'project', 'instance')
  const segment = segmentOf(new URL(request.url).pathname)
  if (segment === 'disk') return prefetch(instanceDisks(project, instance))
  if (segment === 'network') return prefetch(instanceNics(project, instance))
  return null
}

export default function InstanceMetricsCharts() {
  const segment = segmentOf(useLocation().pathname)
  if (segment === 'disk') return <InstanceMetricsDisk />
  if (segment === 'network') return <InstanceMetricsNetwork />
  return <InstanceMetricsCpu />
}
