import type { PhysicalDisk, Sled, SledInstance } from '@oxide/api'

/**
 * What the rack elevation colours each sled by (pure, unit-tested): a value, its words, and a
 * level from 0 (nothing) to 3 (much, or needing attention) for the colour.
 */
export type Measure = 'policy' | 'instances' | 'cpu' | 'memory' | 'faults'

export const MEASURES: { value: Measure; label: string }[] = [
  { value: 'policy', label: 'Provision policy' },
  { value: 'faults', label: 'Disk faults' },
  { value: 'cpu', label: 'CPU provisioned' },
  { value: 'memory', label: 'Memory provisioned' },
  { value: 'instances', label: 'Instances' },
]

export type SledFacts = { sled: Sled; instances: SledInstance[] | undefined; disks: PhysicalDisk[] }
export type Reading = { text: string; level: 0 | 1 | 2 | 3 } | null

/** A share as a level: none, up to a third, up to two thirds, more. */
const shareLevel = (share: number): 0 | 1 | 2 | 3 =>
  share <= 0 ? 0 : share <= 1 / 3 ? 1 : share <= 2 / 3 ? 2 : 3

/** The sled's reading for the measure; null while what it needs is loading. */
export function read(measure: Measure, { sled, instances, disks }: SledFacts): Reading {
  if (measure === 'policy') {
    if (sled.policy.kind === 'expunged') return { text: 'expunged', level: 3 }
    return sled.policy.provisionPolicy === 'provisionable'
      ? { text: 'provisionable', level: 0 }
      : { text: 'not provisionable', level: 2 }
  }
  if (measure === 'faults') {
    const faulted = disks.filter((d) => d.sledId === sled.id && d.policy.kind === 'expunged')
    const n = faulted.length
    return { text: `${n} ${n === 1 ? 'disk' : 'disks'} expunged`, level: n === 0 ? 0 : 3 }
  }
  if (!instances) return null
  if (measure === 'instances') {
    const n = instances.length
    return { text: `${n} ${n === 1 ? 'instance' : 'instances'}`, level: shareLevel(n / 12) }
  }
  if (measure === 'cpu') {
    const used = instances.reduce((sum, i) => sum + i.ncpus, 0)
    const share = used / sled.usableHardwareThreads
    return {
      text: `${used} of ${sled.usableHardwareThreads} threads (${Math.round(share * 100)}%)`,
      level: shareLevel(share),
    }
  }
  const used = instances.reduce((sum, i) => sum + i.memory, 0)
  const share = used / sled.usablePhysicalRam
  return { text: `${Math.round(share * 100)}% of memory`, level: shareLevel(share) }
}
