import type { ExternalIp } from '@oxide/api'
import { ensure } from '~/api/query'
import { useRowQuery } from '~/components/use-seen-here'
import { instanceExternalIps } from './queries'

/** The addresses others can reach: ephemeral and floating IPs (source NAT is outbound only). */
const reachable = (ips: ExternalIp[]) => ips.filter((ip) => ip.kind !== 'snat')

/** An instance's reachable addresses for an export, space-separated: read from the cache if there. */
export const externalIpsText = (project: string, instance: string) =>
  ensure(instanceExternalIps(project, instance)).then((d) =>
    reachable(d.items)
      .map((ip) => ip.ip)
      .join(' '),
  )

/**
 * The addresses others can reach an instance at: ephemeral and floating IPs. One small request
 * per row once the row is near the screen (the API lists them per instance only), cached under
 * the same key as the instance's networking tab.
 */
export function ExternalIps({ project, instance }: { project: string; instance: string }) {
  const [ref, { data, error }] = useRowQuery(instanceExternalIps(project, instance))
  if (error) return <span className="text-tertiary">—</span>
  if (!data)
    return (
      <span ref={ref} className="text-tertiary">
        …
      </span>
    )
  const ips = reachable(data.items)
  if (ips.length === 0) return <span className="text-tertiary">—</span>
  return (
    <span className="flex flex-col font-mono">
      {ips.map((ip) => (
        <span key={ip.ip}>{ip.ip}</span>
      ))}
    </span>
  )
}
