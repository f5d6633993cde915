import type { FloatingIp, IpPool, IpPoolRange, IpPoolSiloLink } from '@oxide/api'
import type { Json } from '../json'
import { ID, uid } from './ids'
import { dataPipeline, webFrontend } from './projects'
import { otherSilo, silo } from './silo'

const time = (day: string) => ({
  time_created: `${day}T08:00:00Z`,
  time_modified: `${day}T08:00:00Z`,
})

const pool = (n: number, name: string, description: string, day: string): Json<IpPool> => ({
  id: uid(ID.pool, n),
  name,
  description,
  ip_version: 'v4',
  pool_type: 'unicast',
  assignment: 'silos',
  ...time(day),
})

/** `default` is the silo's default pool: ephemeral and floating IPs come from it. */
export const defaultPool = pool(1, 'default', 'Public addresses for the maple silo', '2025-03-02')
export const secondaryPool = pool(
  2,
  'secondary',
  'Extra public block for load balancers',
  '2025-04-14',
)
/** Linked only to the partner silo: never visible to maple's users. */
export const partnerPool = pool(3, 'partner-pool', 'Addresses for partner-labs', '2025-05-19')

/** IPv6, linked to maple (not its default): a /64-sized range, so its capacity passes 2^53. */
export const v6Pool: Json<IpPool> = {
  ...pool(4, 'ipv6-public', 'Public IPv6 addresses', '2025-07-08'),
  ip_version: 'v6',
}
/** The rack's own services (Nexus, external DNS, boundary NTP) take their addresses here. */
export const servicesPool: Json<IpPool> = {
  ...pool(5, 'oxide-service-pool-v4', 'IPv4 addresses for Oxide rack services', '2025-03-01'),
  assignment: 'system_services',
}

/**
 * The multicast groups' addresses (data/multicast.ts). Linked to no silo, so a join by a new
 * name or address is refused until a fleet admin links it, as the server refuses it.
 */
export const multicastPool: Json<IpPool> = {
  ...pool(6, 'multicast', 'Admin-scoped multicast groups', '2025-08-04'),
  pool_type: 'multicast',
}

export const ipPools: Json<IpPool>[] = [
  defaultPool,
  secondaryPool,
  partnerPool,
  v6Pool,
  servicesPool,
  multicastPool,
]

const range = (n: number, poolId: string, first: string, last: string): Json<IpPoolRange> => ({
  id: uid(ID.range, n),
  ip_pool_id: poolId,
  range: { first, last },
  time_created: '2025-03-02T08:05:00Z',
})

export const ipPoolRanges: Json<IpPoolRange>[] = [
  range(1, defaultPool.id, '198.51.100.10', '198.51.100.200'),
  range(2, secondaryPool.id, '203.0.113.20', '203.0.113.60'),
  range(3, partnerPool.id, '192.0.2.100', '192.0.2.150'),
  range(4, v6Pool.id, '2001:db8:0:1::', '2001:db8:0:1:ffff:ffff:ffff:ffff'),
  range(5, v6Pool.id, '2001:db8:0:2::10', '2001:db8:0:2::ff'),
  range(6, servicesPool.id, '203.0.113.100', '203.0.113.120'),
  range(7, multicastPool.id, '239.1.1.0', '239.1.1.255'),
]

/** An address a rack service holds (Nexus, DNS, NTP): not a resource the API lists. */
export type ServiceIpRecord = { ip: string; ip_pool_id: string; service: string }

export const serviceIps: ServiceIpRecord[] = [
  ...['203.0.113.100', '203.0.113.101', '203.0.113.102'].map((ip) => ({ ip, service: 'nexus' })),
  ...['203.0.113.103', '203.0.113.104'].map((ip) => ({ ip, service: 'external_dns' })),
  ...['203.0.113.105', '203.0.113.106'].map((ip) => ({ ip, service: 'boundary_ntp' })),
].map((s) => ({ ...s, ip_pool_id: servicesPool.id }))

export const ipPoolSiloLinks: Json<IpPoolSiloLink>[] = [
  { ip_pool_id: defaultPool.id, silo_id: silo.id, is_default: true },
  { ip_pool_id: secondaryPool.id, silo_id: silo.id, is_default: false },
  { ip_pool_id: partnerPool.id, silo_id: otherSilo.id, is_default: true },
  { ip_pool_id: v6Pool.id, silo_id: silo.id, is_default: false },
]

const floating = (
  n: number,
  projectId: string,
  name: string,
  description: string,
  ip: string,
  instanceId: string | null,
): Json<FloatingIp> => ({
  id: uid(ID.floatingIp, n),
  name,
  description,
  ip,
  ip_pool_id: defaultPool.id,
  project_id: projectId,
  instance_id: instanceId,
  ...time('2025-06-02'),
})

/** `web-public` is attached to web-1; the others are free. */
export const floatingIps: Json<FloatingIp>[] = [
  floating(
    1,
    webFrontend.id,
    'web-public',
    'Public address of the web tier',
    '198.51.100.40',
    uid(ID.instance, 1),
  ),
  floating(2, webFrontend.id, 'spare-ip', 'Reserved for the next release', '198.51.100.41', null),
  floating(
    3,
    dataPipeline.id,
    'etl-ingress',
    'Webhook receiver for partner uploads',
    '198.51.100.42',
    null,
  ),
]
