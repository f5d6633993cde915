import type { ExternalSubnet, SubnetPool, SubnetPoolMember, SubnetPoolSiloLink } from '@oxide/api'
import type { Json } from '../json'
import { ID, uid } from './ids'
import { webFrontend } from './projects'
import { silo } from './silo'

/**
 * Subnet pools and the external subnets projects take from them (nexus/src/app/subnet_pool.rs,
 * app/external_subnet.rs). One IPv4 pool with one member, linked to maple as its default; the
 * member's block is apart from every IP pool range, as the server insists.
 */
const time = (day: string) => ({
  time_created: `${day}T08:00:00Z`,
  time_modified: `${day}T08:00:00Z`,
})

export const customerPool: Json<SubnetPool> = {
  id: uid(ID.subnetPool, 1),
  name: 'customer-blocks',
  description: 'Routed blocks for tenant appliances',
  ip_version: 'v4',
  ...time('2025-08-04'),
}

export const customerMember: Json<SubnetPoolMember> = {
  id: uid(ID.subnetPoolMember, 1),
  subnet_pool_id: customerPool.id,
  subnet: '198.18.0.0/16',
  min_prefix_length: 20,
  max_prefix_length: 28,
  time_created: '2025-08-04T08:05:00Z',
}

const subnet = (
  n: number,
  name: string,
  description: string,
  cidr: string,
  instanceId: string | null,
): Json<ExternalSubnet> => ({
  id: uid(ID.externalSubnet, n),
  name,
  description,
  subnet: cidr,
  subnet_pool_id: customerPool.id,
  subnet_pool_member_id: customerMember.id,
  project_id: webFrontend.id,
  instance_id: instanceId,
  ...time('2025-08-06'),
})

export function subnetPoolSeed() {
  return {
    subnetPools: [customerPool],
    subnetPoolMembers: [customerMember],
    subnetPoolSiloLinks: [
      { subnet_pool_id: customerPool.id, silo_id: silo.id, is_default: true },
    ] as Json<SubnetPoolSiloLink>[],
    /** `web-egress` is attached to web-1 (running); `spare-block` is free. */
    externalSubnets: [
      subnet(1, 'web-egress', 'Egress block of the web tier', '198.18.0.0/24', uid(ID.instance, 1)),
      subnet(2, 'spare-block', 'Held for the next region', '198.18.16.0/20', null),
    ],
  }
}
