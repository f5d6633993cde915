import type { Touches } from '~/api/change'
import { q } from '~/api/query'

/** An instance's external IPs: ephemeral, floating and source NAT. Short; the API returns them whole. */
export const instanceExternalIps = (project: string, instance: string) =>
  q('instanceExternalIpList', { path: { instance }, query: { project } })

/** What attaching or detaching an ephemeral or floating IP makes stale. */
export const EXTERNAL_IP_OPS = [
  'instanceExternalIpList',
  'floatingIpList',
  'floatingIpView',
] as const satisfies Touches
