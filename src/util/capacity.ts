import {
  bytesToGiB,
  bytesToTiB,
  estimatedUsableTiB,
  formatNumber,
  round2,
  USABLE_FACTOR,
} from './units'

/** What the capacity estimate reads of a sled (the SDK's `Sled`). */
type SledCapacity = { usableHardwareThreads: number; usablePhysicalRam: number }

/**
 * Spec section 9: what the rack can offer silos, estimated from its sleds: 70% of their
 * hardware threads and RAM, and of 32 TiB of disk per sled scaled by 0.909.
 */
export function capacityEstimate(sleds: readonly SledCapacity[]) {
  const threads = sleds.reduce((sum, s) => sum + s.usableHardwareThreads, 0)
  const ram = sleds.reduce((sum, s) => sum + s.usablePhysicalRam, 0)
  return {
    cpus: Math.floor(threads * USABLE_FACTOR),
    memoryGiB: bytesToGiB(ram) * USABLE_FACTOR,
    storageTiB: estimatedUsableTiB(sleds.length),
  }
}

/**
 * How much of a whole a part is, in whole percent for a bar and its label; a share that is
 * there but rounds to nothing reads 1 rather than 0, and nothing of nothing is 0.
 */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0
  const p = (part / whole) * 100
  return p > 0 && p < 1 ? 1 : Math.round(p)
}

/** The three provisioned quantities as the utilization pages show them (GiB, TiB in 1024s). */
export const formatCpus = (n: number) => formatNumber(n)
export const formatGiB = (gib: number) => `${formatNumber(round2(gib))} GiB`
export const formatTiB = (tib: number) => `${formatNumber(round2(tib))} TiB`
/** Memory in GiB, and in TiB from 1024 GiB on (steps of 1024): `512 GiB`, `11.07 TiB`. */
export const formatMemoryGiB = (gib: number) =>
  gib >= 1024 ? formatTiB(gib / 1024) : formatGiB(gib)
export const memoryText = (bytes: number) => formatMemoryGiB(bytesToGiB(bytes))
export const storageText = (bytes: number) => formatTiB(bytesToTiB(bytes))
