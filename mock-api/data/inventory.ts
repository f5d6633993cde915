import type {
  PhysicalDisk,
  PhysicalDiskAdoptionRequest,
  PhysicalDiskKind,
  PhysicalDiskManufacturerIdentity,
  Rack,
  Sled,
  Switch,
  UninitializedSled,
} from '@oxide/api'
import type { Json } from '../json'
import { uid } from './ids'

/**
 * The physical rack: one rack of 16 Gimlet sleds (each 10 U.2 data disks and 2 M.2 boot
 * disks) and two Sidecar switches, with two more sleds seated but not yet part of the rack.
 * Sled 7 takes no new work (non-provisionable); one U.2 of sled 5 has been expunged.
 */
export const RACK_ID = 'de608e01-b8e4-4d93-b972-a7dbed36dd22'
const SEEDED = { time_created: '2025-02-20T12:00:00Z', time_modified: '2025-02-20T12:00:00Z' }

export const racks: Json<Rack>[] = [{ id: RACK_ID, ...SEEDED }]

export const SLED_COUNT = 16
const GIMLET = '913-0000019'
const serialOf = (n: number) => `BRM4222${String(n).padStart(4, '0')}`

export const sled = (n: number): Json<Sled> => ({
  id: uid('5c1ed000', n),
  baseboard: { part: GIMLET, revision: 6, serial: serialOf(n) },
  policy: {
    kind: 'in_service',
    provision_policy: n === 7 ? 'non_provisionable' : 'provisionable',
  },
  rack_id: RACK_ID,
  state: 'active',
  // a Gimlet's 128 threads; RAM as the sled agent reports it, less than the 1 TiB fitted
  usable_hardware_threads: 128,
  usable_physical_ram: 1_086_627_160_064,
  ...SEEDED,
})

export const sleds: Json<Sled>[] = Array.from({ length: SLED_COUNT }, (_, i) => sled(i + 1))

const disk = (sledN: number, slot: number): Json<PhysicalDisk> => {
  const u2 = slot < 10
  const expunged = sledN === 5 && slot === 3
  return {
    id: uid('d15c0000', sledN * 100 + slot),
    form_factor: u2 ? 'u2' : 'm2',
    model: u2 ? 'WUS5EA138ESP7E3' : 'MTFDKBG512TDZ-1AZ1ZABYY',
    vendor: u2 ? '1b96' : '1344',
    serial: `${u2 ? 'A0' : 'M2'}${String(sledN).padStart(2, '0')}${String(slot).padStart(2, '0')}7Q`,
    sled_id: uid('5c1ed000', sledN),
    policy: expunged ? { kind: 'expunged' } : { kind: 'in_service' },
    state: expunged ? 'decommissioned' : 'active',
    ...SEEDED,
  }
}

/** A sled's 10 U.2 data disks and 2 M.2 boot disks. */
export const sledDisks = (n: number) => Array.from({ length: 12 }, (_, slot) => disk(n, slot))

export const physicalDisks: Json<PhysicalDisk>[] = sleds.flatMap((_, i) => sledDisks(i + 1))

export const switches: Json<Switch>[] = [0, 1].map((n) => ({
  id: uid('5e1c0000', n + 1),
  baseboard: {
    part: '913-0000006',
    revision: 4,
    serial: `BRM4422${String(n + 10).padStart(4, '0')}`,
  },
  rack_id: RACK_ID,
  ...SEEDED,
}))

/** Seated in cubbies 20 and 21, found by the rack but not yet added to it. */
export const uninitializedSleds: Json<UninitializedSled>[] = [20, 21].map((cubby, i) => ({
  baseboard: { part: GIMLET, revision: 6, serial: serialOf(SLED_COUNT + 1 + i) },
  cubby,
  rack_id: RACK_ID,
}))

/**
 * The disks the latest inventory collection found (`inv_physical_disk`): each sled's U.2s in
 * their slots (the M.2s never matter to adoption). The expunged U.2 of sled 5 is still seated,
 * so it is unadopted: an expunged disk comes back only when an operator asks for it.
 */
export type InventoryDisk = {
  sled_id: string
  slot: number
  variant: PhysicalDiskKind
  identity: Json<PhysicalDiskManufacturerIdentity>
}

export const inventoryDisks: InventoryDisk[] = physicalDisks
  .filter((d) => d.form_factor === 'u2')
  .map((d) => ({
    sled_id: d.sled_id ?? '',
    slot: Number(d.id.slice(-2)),
    variant: 'u2',
    identity: { vendor: d.vendor, model: d.model, serial: d.serial },
  }))

/** One request, for a disk not seated yet (a request needs no disk in inventory). */
export const diskAdoptionRequests: Json<PhysicalDiskAdoptionRequest>[] = [
  {
    id: 'ad0b7000-0000-4000-8000-000000000001',
    disk_id: { vendor: '1b96', model: 'WUS5EA138ESP7E3', serial: 'A0170001Q' },
    time_created: '2025-09-02T14:10:00Z',
  },
]
