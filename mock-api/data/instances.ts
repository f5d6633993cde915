import type { Disk, Instance, InstanceNetworkInterface, VpcSubnet } from '@oxide/api'
import type { Json } from '../json'
import { parseNet } from '../oxnet-text'
import { showStdIp } from '../std-net'
import { GiB, ID, uid } from './ids'
import { instanceSpecs } from './instance-specs'
import { defaultPool } from './ip-pools'
import { type ExternalIpRecord, SNAT_BLOCK } from './records'

const hex2 = (v: number) => v.toString(16).toUpperCase().padStart(2, '0')
/** Guest MACs come from the Oxide range A8:40:25:F0:00:00 - A8:40:25:FE:FF:FF. */
export const seedMac = (n: number) => `A8:40:25:F0:${hex2((n >> 8) & 0xff)}:${hex2(n & 0xff)}`

/** The `host`th address of a block, as std writes it: `172.30.0.0/22` and 5 -> `172.30.0.5`. */
function hostIn(block: string, host: number) {
  const net = parseNet(block)
  if (!net) throw new Error(`mock: bad seed block ${block}`)
  return showStdIp({ v6: net.version === 'v6', n: net.first + BigInt(host) })
}

type Networks = { defaultSubnet: Record<string, Json<VpcSubnet>>; edgeSubnet: Json<VpcSubnet> }

export function seedInstances(now: number, net: Networks) {
  const instances: Json<Instance>[] = []
  const disks: Json<Disk>[] = []
  const nics: Json<InstanceNetworkInterface>[] = []
  const externalIps: ExternalIpRecord[] = []
  const instanceSshKeys: Record<string, string[]> = {}
  const hosts: Record<string, number> = {}
  let snat = 0

  for (const s of instanceSpecs(now)) {
    const id = uid(ID.instance, s.n)
    const created = `${s.day}T14:00:00Z`
    const policy = s.restart?.auto_restart_policy ?? null
    instances.push({
      id,
      name: s.name,
      description: s.description,
      hostname: s.name,
      project_id: s.project.id,
      ncpus: s.ncpus,
      memory: s.memGiB * GiB,
      run_state: s.state,
      boot_disk_id: uid(ID.disk, s.n),
      cpu_platform: null,
      enable_jumbo_frames: false,
      auto_restart_policy: policy,
      auto_restart_enabled: policy !== 'never',
      auto_restart_cooldown_expiration: s.restart?.auto_restart_cooldown_expiration ?? null,
      time_last_auto_restarted: s.restart?.time_last_auto_restarted ?? null,
      time_created: created,
      time_modified: created,
      time_run_state_updated:
        s.state === 'running' || s.state === 'stopped' ? created : '2025-11-21T08:00:00Z',
    })

    disks.push({
      id: uid(ID.disk, s.n),
      name: `${s.name}-boot`,
      description: `Boot disk of ${s.name}`,
      project_id: s.project.id,
      size: s.bootGiB * GiB,
      block_size: 512,
      device_path: `/mnt/${s.name}-boot`,
      disk_type: 'distributed',
      image_id: s.image.id,
      snapshot_id: null,
      read_only: false,
      state: { state: 'attached', instance: id },
      time_created: created,
      time_modified: created,
    })

    const subnet = net.defaultSubnet[s.project.id]
    if (!subnet) throw new Error(`seed: no default subnet in ${s.project.name}`)
    const host = (hosts[s.project.id] ?? 4) + 1
    hosts[s.project.id] = host
    const v4 = { ip: hostIn(subnet.ipv4_block, host), transit_ips: [] }
    nics.push({
      id: uid(ID.nic, s.n),
      name: 'net0',
      description: '',
      instance_id: id,
      primary: true,
      mac: seedMac(s.n),
      subnet_id: subnet.id,
      vpc_id: subnet.vpc_id,
      // web-1 shows a dual-stack interface; the rest are IPv4 only
      ip_stack:
        s.n === 1
          ? {
              type: 'dual_stack',
              value: { v4, v6: { ip: hostIn(subnet.ipv6_block, host), transit_ips: [] } },
            }
          : { type: 'v4', value: v4 },
      time_created: created,
      time_modified: created,
    })

    const block = snat++
    externalIps.push({
      id: uid(ID.externalIp, s.n),
      instance_id: id,
      kind: 'snat',
      ip: hostIn('198.51.100.0/24', 10 + Math.floor(block / 4)),
      ip_pool_id: defaultPool.id,
      first_port: (block % 4) * SNAT_BLOCK,
      last_port: (block % 4) * SNAT_BLOCK + SNAT_BLOCK - 1,
    })
    if (s.ephemeralIp)
      externalIps.push({
        id: uid(ID.externalIp, 100 + s.n),
        instance_id: id,
        kind: 'ephemeral',
        ip: s.ephemeralIp,
        ip_pool_id: defaultPool.id,
        first_port: 0,
        last_port: 65535,
      })
    instanceSshKeys[id] = (s.keys ?? []).map((k) => k.id)
  }

  // web-1 also has a secondary interface on the edge subnet
  nics.push({
    id: uid(ID.nic, 101),
    name: 'net1',
    description: 'Edge network',
    instance_id: uid(ID.instance, 1),
    primary: false,
    mac: seedMac(101),
    subnet_id: net.edgeSubnet.id,
    vpc_id: net.edgeSubnet.vpc_id,
    ip_stack: { type: 'v4', value: { ip: hostIn(net.edgeSubnet.ipv4_block, 5), transit_ips: [] } },
    time_created: '2025-06-12T14:00:00Z',
    time_modified: '2025-06-12T14:00:00Z',
  })

  return { instances, disks, nics, externalIps, instanceSshKeys }
}
