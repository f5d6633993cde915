import type { Sled } from '@oxide/api'
import { formatNumber } from './units'

/**
 * Will it fit? (issue 17): how many instances of a size each sled still has room for, from
 * what its usable threads and memory hold against what its instances use. Only sleds in
 * service that take new work count. A stand-in for the control plane's placement, which also
 * weighs reservations and affinity: an estimate, said as one.
 */
export type SledLoad = { sled: Sled; used: { cpus: number; memory: number } }
export type Size = { ncpus: number; memory: number }
export type SledRoom = { sled: Sled; room: number }

/**
 * Sleds in serial order. Serials are ASCII: their code units order them, with no collator to
 * load (`localeCompare`'s first use costs a page load ~9 ms of ICU).
 */
export const bySerial = (a: Sled, b: Sled) => {
  const [x, y] = [a.baseboard.serial, b.baseboard.serial]
  return x < y ? -1 : x > y ? 1 : 0
}

export const takesWork = (sled: Sled) =>
  sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'provisionable'

/** How many more instances of `size` fit on the sled (never below zero). */
export function roomOn({ sled, used }: SledLoad, size: Size): number {
  if (size.ncpus <= 0 || size.memory <= 0) return 0
  const cpus = Math.floor((sled.usableHardwareThreads - used.cpus) / size.ncpus)
  const memory = Math.floor((sled.usablePhysicalRam - used.memory) / size.memory)
  return Math.max(0, Math.min(cpus, memory))
}

/** Each sled that takes work with its room, most room first; and the rack's total. */
export function fitReport(loads: SledLoad[], size: Size) {
  const open = loads.filter((l) => takesWork(l.sled))
  const rooms: SledRoom[] = open
    .map((l) => ({ sled: l.sled, room: roomOn(l, size) }))
    .sort((a, b) => b.room - a.room || bySerial(a.sled, b.sled))
  return {
    open: open.length,
    fitting: rooms.filter((r) => r.room > 0),
    total: rooms.reduce((sum, r) => sum + r.room, 0),
  }
}

/** The sleds with the most room, each with its room in instances: `BRM42220031 (32 instances)`. */
export const mostRoomText = (fitting: SledRoom[], count = 3) =>
  fitting
    .slice(0, count)
    .map(
      (r) =>
        `${r.sled.baseboard.serial} (${formatNumber(r.room)} ${r.room === 1 ? 'instance' : 'instances'})`,
    )
    .join(', ')
