import { useLocation } from 'react-router'

const METRICS: Record<string, string> = { cpu: 'CPU', disk: 'Disk', network: 'Network' }

/**
 * One metrics sub-tab (cpu, disk, network). The charts are not built yet; the tab says so
 * plainly instead of drawing something that is not there.
 */
export default function InstanceMetricNote() {
  const segment = useLocation().pathname.split('/').at(-1) ?? ''
  const metric = METRICS[segment] ?? 'Metrics'
  return (
    <p className="rounded-lg border border-dashed border-line-strong px-6 py-10 text-center text-secondary">
      {metric} charts for this instance are not available in the console yet.
    </p>
  )
}
