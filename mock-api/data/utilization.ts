import type { Disk, Instance, InstanceState, SiloQuotas, Snapshot } from '@oxide/api'
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

/** The rack's sleds (data/inventory.ts), which the capacity estimate reads. */
export { sleds } from './inventory'

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

/** A silo's seeded quotas, zero where it has none (as the API answers such a silo). */
export const seededQuota = (siloId: string) => {
  const q = siloQuotas.find((s) => s.silo_id === siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}
