import type { PrivateIpConfig, Probe, ProbeExternalIp } from '@oxide/api'
import type { Json } from '../json'
import { sleds } from './inventory'
import { defaultPool } from './ip-pools'
import { DEFAULT_SUBNET_V4 } from './network'
import { webFrontend } from './projects'

/**
 * Networking probes (nexus/src/app/probe.rs): a zone on a sled with an interface in its
 * project's default VPC subnet and an ephemeral external address from a pool. The API lists
 * them per project; the mock keeps each one's project, pool and interface beside it.
 */
export type ProbeRecord = Json<Probe> & {
  project_id: string
  ip_pool_id: string
  external_ip: Json<ProbeExternalIp>
  /**
   * Its interface in the project's default VPC subnet, dual-stack as the server makes it
   * (`PrivateIpStackCreate::auto_dual_stack()` in datastore/probe.rs `probe_create`): its
   * addresses with the subnet's blocks, and the VPC's VNI.
   */
  nic: { id: string; mac: string; ip_config: Json<PrivateIpConfig>; vni: number }
}

const id = '9b0be000-0000-4000-8000-000000000001'

export const probes: ProbeRecord[] = [
  {
    id,
    name: 'edge-probe',
    description: 'Checks the uplink path from sled 3',
    sled: sleds[2]?.id ?? '',
    project_id: webFrontend.id,
    time_created: '2026-10-02T08:00:00Z',
    time_modified: '2026-10-02T08:00:00Z',
    ip_pool_id: defaultPool.id,
    external_ip: { ip: '198.51.100.199', first_port: 0, last_port: 65535, kind: 'ephemeral' },
    nic: {
      id: '9b0be000-0000-4000-8000-0000000000a1',
      mac: 'A8:40:25:FE:00:01',
      ip_config: {
        type: 'dual_stack',
        value: {
          v4: { ip: '172.30.0.250', subnet: DEFAULT_SUBNET_V4, transit_ips: [] },
          // web-frontend's default subnet is the first /64 of its VPC's fd12:7a3b:9c01::/48
          v6: { ip: 'fd12:7a3b:9c01::fa', subnet: 'fd12:7a3b:9c01::/64', transit_ips: [] },
        },
      },
      vni: 7_340_033,
    },
  },
]
