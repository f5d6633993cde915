import { describe, expect, it } from 'vitest'
import { bigToIp, ipToBig } from './ip'
import {
  blockSize,
  countFromFloat,
  describeCount,
  formatCount,
  freeBlocks,
  offsetPercent,
  percentUsed,
  poolUsage,
  rangeAddressProblem,
  rangeOrderProblem,
} from './ip-space'

const v6 = (text: string) => ipToBig(text)?.n ?? -1n

describe('addresses as numbers', () => {
  it('reads IPv4, IPv6 (compressed, embedded IPv4) and refuses a zone', () => {
    expect(ipToBig('198.51.100.10')).toEqual({ version: 'v4', n: 3325256714n })
    expect(v6('2001:db8::1')).toBe(0x20010db8000000000000000000000001n)
    expect(v6('::ffff:192.0.2.1')).toBe(0xffffc0000201n)
    expect(v6('::')).toBe(0n)
    expect(ipToBig('fe80::1%eth0')).toBeUndefined()
    expect(ipToBig('10.0.0.256')).toBeUndefined()
  })

  it('writes IPv6 as the API does: the longest zero run as ::, single zeros kept', () => {
    expect(bigToIp({ version: 'v6', n: v6('2001:0db8:0:1:0:0:0:0') })).toBe('2001:db8:0:1::')
    expect(bigToIp({ version: 'v6', n: v6('2001:db8:0:1:1:1:1:1') })).toBe('2001:db8:0:1:1:1:1:1')
    expect(bigToIp({ version: 'v6', n: 0n })).toBe('::')
    expect(bigToIp({ version: 'v4', n: 3325256714n })).toBe('198.51.100.10')
  })
})

describe('counting big pools exactly', () => {
  const slash64 = { first: v6('2001:db8:0:1::'), last: v6('2001:db8:0:1:ffff:ffff:ffff:ffff') }

  it('sizes a /64 to the last address and groups it in full', () => {
    expect(blockSize(slash64)).toBe(2n ** 64n)
    expect(formatCount(2n ** 64n + 240n)).toBe('18,446,744,073,709,551,856')
  })

  it('knows a float count is exact up to 2^53 and only within half a step above', () => {
    expect(countFromFloat(191)).toEqual({ low: 191n, high: 191n })
    expect(countFromFloat(2 ** 53)).toEqual({ low: 2n ** 53n, high: 2n ** 53n })
    expect(countFromFloat(2 ** 64)).toEqual({ low: 2n ** 64n - 2048n, high: 2n ** 64n + 2048n })
  })

  it('takes the exact capacity from the ranges and bounds what the float hides', () => {
    // 2^64 + 240 addresses, none allocated: the API sends 2^64 for both
    const big = poolUsage(2n ** 64n + 240n, { capacity: 2 ** 64, remaining: 2 ** 64 })
    expect(big.capacity).toEqual({ low: 2n ** 64n + 240n, high: 2n ** 64n + 240n })
    expect(big.allocated).toEqual({ low: 0n, high: 2288n })
    expect(describeCount(big.allocated)).toBe('at most 2,288')
    const small = poolUsage(191n, { capacity: 191, remaining: 180 })
    expect(small.allocated).toEqual({ low: 11n, high: 11n })
    expect(describeCount(small.allocated)).toBe('11')
    // ranges that no longer agree with the API (one added since): the API's figure wins
    expect(poolUsage(50n, { capacity: 191, remaining: 180 }).capacity.low).toBe(191n)
  })

  it('gives percentages from BigInts', () => {
    expect(percentUsed(11n, 191n)).toBe('5.7')
    expect(percentUsed(3n, 2n ** 64n)).toBe('<0.1')
    expect(percentUsed(0n, 5n)).toBe('0')
  })
})

describe('free blocks', () => {
  it('cuts a range around the taken addresses, ignoring those outside and repeats', () => {
    const range = { first: 10n, last: 20n }
    expect(freeBlocks(range, [12n, 12n, 13n, 20n, 99n])).toEqual([
      { first: 10n, last: 11n },
      { first: 14n, last: 19n },
    ])
    expect(freeBlocks(range, [])).toEqual([range])
    expect(offsetPercent(range, 15n)).toBeCloseTo(45.45, 2)
  })
})

describe('range fields', () => {
  it('use the spec text for what is no address, and name the pool’s family', () => {
    expect(rangeAddressProblem('198.51.100', 'v4')).toBe('Not a valid IP address')
    expect(rangeAddressProblem(' 10.0.0.1 ', 'v4')).toBeUndefined()
    expect(rangeAddressProblem('2001:db8::1', 'v4')).toBe(
      'Must be an IPv4 address: this pool is IPv4',
    )
    expect(rangeAddressProblem('fe80::1%eth0', 'v6')).toBe('An address in a range has no zone (%…)')
  })

  it('refuse a last address before the first', () => {
    expect(rangeOrderProblem('10.0.0.9', '10.0.0.1')).toBe('Must not come before the first address')
    expect(rangeOrderProblem('10.0.0.1', '10.0.0.1')).toBeUndefined()
    expect(rangeOrderProblem('2001:db8::2', '2001:db8::1')).toBeDefined()
  })
})
