import type { MulticastGroup, MulticastGroupMember } from '@oxide/api'
import type { Json } from '../json'
import { ID, uid } from './ids'
import { multicastPool } from './ip-pools'

/**
 * Multicast groups (fleet-wide: every silo's users read them, app/multicast/mod.rs) and their
 * members. `source_ips` and `has_any_source_member` of a group are the union of its members'
 * and are worked out on each read (handlers/multicast.ts), so the seed leaves them empty.
 */
const time = (day: string) => ({
  time_created: `${day}T10:00:00Z`,
  time_modified: `${day}T10:00:00Z`,
})

const group = (n: number, name: string, description: string, ip: string, day: string) =>
  ({
    id: uid(ID.multicastGroup, n),
    name,
    description,
    multicast_ip: ip,
    ip_pool_id: multicastPool.id,
    state: 'Active',
    source_ips: [],
    has_any_source_member: false,
    ...time(day),
  }) satisfies Json<MulticastGroup>

export const videoFeed = group(
  1,
  'video-feed',
  'Camera streams for the web tier',
  '239.1.1.10',
  '2025-08-05',
)
export const metricsBus = group(2, 'metrics-bus', 'Telemetry fan-out', '239.1.1.20', '2025-08-06')

/** A member as the server names it: `member-<id>` (nexus/db-model/src/multicast_group.rs). */
const member = (
  n: number,
  of: Json<MulticastGroup>,
  instance: number,
  state: string,
  sources: string[] = [],
): Json<MulticastGroupMember> => {
  const id = uid(ID.multicastMember, n)
  return {
    id,
    name: `member-${id}`,
    description: `multicast group member ${id}`,
    instance_id: uid(ID.instance, instance),
    multicast_group_id: of.id,
    multicast_ip: of.multicast_ip,
    source_ips: sources,
    state,
    ...time('2025-08-07'),
  }
}

/**
 * web-1, web-2 (web-frontend) and etl-runner (data-pipeline) receive video-feed; web-2 takes
 * metrics-bus from one source; web-3 is stopped, so its membership is `Left` until it starts.
 */
export function multicastSeed() {
  return {
    multicastGroups: [videoFeed, metricsBus] as Json<MulticastGroup>[],
    multicastMembers: [
      member(1, videoFeed, 1, 'Joined'),
      member(2, videoFeed, 2, 'Joined'),
      member(3, videoFeed, 11, 'Joined'),
      member(4, metricsBus, 2, 'Joined', ['198.51.100.7']),
      member(5, metricsBus, 3, 'Left'),
    ] as Json<MulticastGroupMember>[],
  }
}
