import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { q } from '~/api/query'
import { InstanceStateBadge } from '~/components/state-badges'
import { isAutoRestartDue } from '~/util/instance-states'
import { formatBytes } from '~/util/units'

/** The state badge, and a note when the control plane is about to restart a failed instance. */
export function InstanceState({ instance }: { instance: Instance }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <InstanceStateBadge state={instance.runState} />
      {isAutoRestartDue(instance) && <AutoRestartDue />}
    </span>
  )
}

export const AutoRestartDue = () => (
  <span className="inline-flex items-center gap-1 text-xs text-notice-fg">
    <span aria-hidden>↻</span>
    Auto-restart due
  </span>
)

export const Cpus = ({ n }: { n: number }) => (
  <span className="font-mono">
    {n} <span className="text-secondary">vCPU</span>
  </span>
)

export const Memory = ({ bytes }: { bytes: number }) => (
  <span className="font-mono">{formatBytes(bytes)}</span>
)

/**
 * The addresses others can reach the instance at: ephemeral and floating IPs. Source-NAT
 * addresses are outbound only, so they are left out. One small request per row.
 */
export function ExternalIps({ instanceId }: { instanceId: string }) {
  const { data, error } = useQuery(q('instanceExternalIpList', { path: { instance: instanceId } }))
  if (error) return <span className="text-tertiary">—</span>
  if (!data) return <span className="text-tertiary">…</span>
  const ips = data.items.filter((ip) => ip.kind !== 'snat')
  if (ips.length === 0) return <span className="text-tertiary">—</span>
  return (
    <span className="flex flex-col font-mono">
      {ips.map((ip) => (
        <span key={ip.ip}>{ip.ip}</span>
      ))}
    </span>
  )
}
