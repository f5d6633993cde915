import type { capacityEstimate } from './capacity'
import { bytesToGiB, bytesToTiB, formatNumber } from './units'

/**
 * How much of the rack the silos' quotas promise (the fleet quotas page, beyond the vendor's
 * console): each resource's sum of quotas against the capacity estimate of spec section 9, in
 * the same units (CPUs, GiB of memory, TiB of storage). A quota is a promise, not a use: the sum
 * may exceed the capacity (over-commitment), which is worth seeing before silos grow into it.
 */

export type Counts = { cpus: number; memory: number; storage: number }
export type Capacity = ReturnType<typeof capacityEstimate>
export type Resource = keyof Counts

export const RESOURCES: readonly Resource[] = ['cpus', 'memory', 'storage']

/** Counts in the capacity's units: CPUs, GiB, TiB. */
export const inCapacityUnits = (c: Counts): Record<Resource, number> => ({
  cpus: c.cpus,
  memory: bytesToGiB(c.memory),
  storage: bytesToTiB(c.storage),
})

const capacityOf = (cap: Capacity): Record<Resource, number> => ({
  cpus: cap.cpus,
  memory: cap.memoryGiB,
  storage: cap.storageTiB,
})

/**
 * A part of the capacity in percent, uncapped and rounded to the whole percent (a bar caps, a
 * ratio must not); null when there is no capacity to compare with.
 */
export function commitPercent(part: number, whole: number): number | null {
  if (whole <= 0) return null
  return Math.round((part / whole) * 100)
}

export type Commitment = {
  resource: Resource
  /** The sum of the quotas, in the capacity's units. */
  promised: number
  capacity: number
  /** promised / capacity in whole percent, or null with no capacity. */
  percent: number | null
  /** More is promised than the rack has (or anything at all with no capacity). */
  over: boolean
}

/** Per resource: the sum of the silos' quotas against the capacity. */
export function overCommitment(quotas: readonly Counts[], capacity: Capacity): Commitment[] {
  const sum = quotas.reduce<Counts>(
    (t, q) => ({
      cpus: t.cpus + q.cpus,
      memory: t.memory + q.memory,
      storage: t.storage + q.storage,
    }),
    { cpus: 0, memory: 0, storage: 0 },
  )
  const promised = inCapacityUnits(sum)
  const cap = capacityOf(capacity)
  return RESOURCES.map((resource) => {
    const percent = commitPercent(promised[resource], cap[resource])
    return {
      resource,
      promised: promised[resource],
      capacity: cap[resource],
      percent,
      over: percent === null ? promised[resource] > 0 : promised[resource] > cap[resource],
    }
  })
}

/** `145%`, `1,250%`, or `no capacity`; compact from 1e6 as every number (spec section 9). */
export const percentText = (percent: number | null) =>
  percent === null ? 'no capacity' : `${formatNumber(percent)}%`
