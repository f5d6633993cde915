import { describe, expect, it } from 'vitest'
import { capacityEstimate } from './capacity'
import { commitPercent, overCommitment, percentText } from './over-commit'

const GiB = 1024 ** 3
const TiB = 1024 * GiB

describe('over-commitment', () => {
  // four Gimlets as the mock seeds them: 358 CPUs, 2,833.6 GiB, 81.45 TiB of capacity
  const capacity = capacityEstimate(
    Array.from({ length: 4 }, () => ({
      usableHardwareThreads: 128,
      usablePhysicalRam: 1_086_627_160_064,
    })),
  )

  it('sums the quotas against the capacity, per resource, in its units', () => {
    const rows = overCommitment(
      [
        { cpus: 128, memory: 512 * GiB, storage: 16 * TiB },
        { cpus: 32, memory: 128 * GiB, storage: 2 * TiB },
      ],
      capacity,
    )
    expect(rows.map((r) => [r.resource, r.promised, r.percent, r.over])).toEqual([
      ['cpus', 160, 45, false],
      ['memory', 640, 23, false],
      ['storage', 18, 22, false],
    ])
  })

  it('marks a resource promised beyond the capacity, uncapped', () => {
    const [cpus] = overCommitment([{ cpus: 400, memory: 0, storage: 0 }], capacity)
    expect(cpus).toMatchObject({ promised: 400, capacity: 358, percent: 112, over: true })
    // exactly the capacity is no over-commitment
    const [exact] = overCommitment([{ cpus: 358, memory: 0, storage: 0 }], capacity)
    expect(exact).toMatchObject({ percent: 100, over: false })
  })

  it('has no ratio without capacity: any quota is then over', () => {
    const none = capacityEstimate([])
    expect(commitPercent(5, 0)).toBeNull()
    const [cpus, memory] = overCommitment([{ cpus: 1, memory: 0, storage: 0 }], none)
    expect(cpus).toMatchObject({ percent: null, over: true })
    expect(memory).toMatchObject({ percent: null, over: false })
  })

  it('words the percent, compact from 1e6', () => {
    expect(percentText(145)).toBe('145%')
    expect(percentText(1250)).toBe('1,250%')
    expect(percentText(2_500_000)).toBe('2.5M%')
    expect(percentText(null)).toBe('no capacity')
  })
})
