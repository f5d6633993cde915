import { describe, expect, it } from 'vitest'
import {
  capacityEstimate,
  formatGiB,
  formatMemoryGiB,
  formatTiB,
  memoryText,
  percentOf,
  storageText,
} from './capacity'
import { estimatedUsableTiB, GiB, TiB } from './units'

const sled = (threads: number, ramGiB: number) => ({
  usableHardwareThreads: threads,
  usablePhysicalRam: ramGiB * GiB,
})

describe('capacityEstimate (spec section 9)', () => {
  it('takes 70% of the threads and RAM, and of 32 TiB per sled scaled by 0.909', () => {
    const est = capacityEstimate([sled(128, 1000), sled(128, 1000)])
    expect(est.cpus).toBe(179) // 256 * 0.7 = 179.2, whole CPUs
    expect(est.memoryGiB).toBeCloseTo(1400)
    expect(est.storageTiB).toBeCloseTo(2 * 32 * 0.909 * 0.7)
    expect(estimatedUsableTiB(1)).toBeCloseTo(20.3616)
  })

  it('is nothing without sleds', () => {
    expect(capacityEstimate([])).toEqual({ cpus: 0, memoryGiB: 0, storageTiB: 0 })
  })
})

describe('percentOf', () => {
  it('rounds to whole percent', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(2, 3)).toBe(67)
    expect(percentOf(5, 5)).toBe(100)
    expect(percentOf(6, 5)).toBe(120)
  })
  it('shows a sliver as 1 and nothing as 0', () => {
    expect(percentOf(1, 1000)).toBe(1)
    expect(percentOf(0, 10)).toBe(0)
    expect(percentOf(0, 0)).toBe(0)
    expect(percentOf(3, 0)).toBe(100)
  })
})

describe('GiB and TiB texts', () => {
  it('step by 1024 and keep two decimals at most', () => {
    expect(memoryText(512 * GiB)).toBe('512 GiB')
    expect(memoryText(1023 * GiB)).toBe('1,023 GiB')
    // a rack's memory reads in TiB, not as 11,334.4 GiB
    expect(memoryText(1.5 * 1024 * GiB)).toBe('1.5 TiB')
    expect(formatMemoryGiB(11_334.4)).toBe('11.07 TiB')
    expect(storageText(TiB / 4)).toBe('0.25 TiB')
    expect(storageText(16 * TiB)).toBe('16 TiB')
    expect(formatTiB(20.3616)).toBe('20.36 TiB')
  })
  it('go compact from 1e6', () => {
    expect(formatGiB(2_500_000)).toBe('2.5M GiB')
    expect(formatGiB(999_999)).toBe('999,999 GiB')
  })
})
