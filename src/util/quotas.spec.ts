import { describe, expect, it } from 'vitest'
import { QUOTA_MAX, quotaLimitText, quotaMax } from './quotas'
import { GiB } from './units'

describe('quota bounds', () => {
  it('refuse a nonsense quota, and say the bound with its unit', () => {
    expect(quotaMax('cpus')).toBeLessThan(99_999_999_999)
    expect(quotaLimitText('cpus')).toBe('Up to 1,000,000 vCPUs.')
    expect(quotaLimitText('memoryGiB')).toBe('Up to 8,388,607 GiB.')
  })

  it('send memory and storage as exact byte counts the API takes', () => {
    for (const gib of [QUOTA_MAX.memoryGiB, QUOTA_MAX.storageGiB]) {
      expect(Number.isSafeInteger(gib * GiB)).toBe(true)
      expect(BigInt(gib) * BigInt(GiB)).toBeLessThan(2n ** 63n)
    }
  })

  it('leave a quota the server holds above a bound as it is', () => {
    expect(quotaMax('cpus', 9_999_999_999)).toBe(9_999_999_999)
    expect(quotaMax('cpus', 8)).toBe(1_000_000)
  })
})
