import type { Disk, Instance, InstanceState, SiloQuotas, Sled, Snapshot } from '@oxide/api'
import type { Json } from '../json'
import { GiB } from './ids'
import { otherSilo, silo } from './silo'
import { samlSilo } from './silos'

const TiB = 1024 * GiB

/** Each silo's quotas (the capacity its users may provision), as set when the silo was made. */
export const siloQuotas: Json<SiloQuotas>[] = [
  { silo_id: silo.id, cpus: 128, memory: 512 * GiB, storage: 16 * TiB },
  { silo_id: otherSilo.id, cpus: 32, memory: 128 * GiB, storage: 2 * TiB },
  { silo_id: samlSilo.id, cpus: 64, memory: 256 * GiB, storage: 4 * TiB },
]

const sled = (n: number, serial: string): Json<Sled> => ({
  id: `5c1ed000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  baseboard: { part: '913-0000019', revision: 6, serial },
  policy: { kind: 'in_service', provision_policy: 'provisionable' },
  rack_id: 'de608e01-b8e4-4d93-b972-a7dbed36dd22',
  state: 'active',
  // a Gimlet's 128 threads; RAM as the sled agent reports it, less than the 1 TiB fitted
  usable_hardware_threads: 128,
  usable_physical_ram: 1_086_627_160_064,
  time_created: '2025-02-20T12:00:00Z',
  time_modified: '2025-02-20T12:00:00Z',
})

/** The rack's sleds, as much of the inventory as the capacity estimate needs. */
export const sleds: Json<Sled>[] = [
  sled(1, 'BRM42220001'),
  sled(2, 'BRM42220002'),
  sled(3, 'BRM42220003'),
  sled(4, 'BRM42220004'),
]

/**
 * Omicron's virtual provisioning: an instance's CPUs and memory are charged when its start saga
 * runs and released when its VMM is gone (instance_start, instance_update's deprovision), so
 * they count in the states that have a VMM; disks count from create to delete and snapshots
 * with their size from create to delete, whatever their state.
 */
export const STATES_WITH_VMM: readonly InstanceState[] = [
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
]

type Holdings = {
  instances: Json<Instance>[]
  disks: Json<Disk>[]
  snapshots: Json<Snapshot>[]
}

/** What the given projects have provisioned: `{ cpus, memory, storage }` as the API counts it. */
export function provisionedBy(h: Holdings, projectIds: ReadonlySet<string>) {
  const mine = <T extends { project_id: string }>(items: T[]) =>
    items.filter((i) => projectIds.has(i.project_id))
  const vmm = mine(h.instances).filter((i) => STATES_WITH_VMM.includes(i.run_state))
  const storage =
    mine(h.disks)
      .filter((d) => d.state.state !== 'destroyed')
      .reduce((sum, d) => sum + d.size, 0) +
    mine(h.snapshots)
      .filter((s) => s.state !== 'destroyed')
      .reduce((sum, s) => sum + s.size, 0)
  return {
    cpus: vmm.reduce((sum, i) => sum + i.ncpus, 0),
    memory: vmm.reduce((sum, i) => sum + i.memory, 0),
    storage,
  }
}
