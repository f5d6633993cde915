import { describe, expect, it } from 'vitest'
import { blockAddressProblem, blockHolding, blockLastProblem, blockSizeOf } from './address-blocks'

describe('address lot blocks', () => {
  it('checks each address, then the family and order of the last', () => {
    expect(blockAddressProblem('10.0.0.1')).toBeUndefined()
    expect(blockAddressProblem(' fd00::1 ')).toBeUndefined()
    expect(blockAddressProblem('10.0.0.256')).toBe('Not a valid IP address')
    expect(blockAddressProblem('fe80::1%eth0')).toBe('An address in a block has no zone (%…)')
    expect(blockLastProblem('10.0.0.1', '10.0.0.9')).toBeUndefined()
    expect(blockLastProblem('10.0.0.1', '10.0.0.1')).toBeUndefined()
    expect(blockLastProblem('10.0.0.9', '10.0.0.1')).toBe('Must not come before the first address')
    expect(blockLastProblem('10.0.0.1', 'fd00::1')).toBe('Must be an IPv4 address, as the first is')
    expect(blockLastProblem('fd00::9', '10.0.0.1')).toBe('Must be an IPv6 address, as the first is')
    expect(blockLastProblem('nonsense', '10.0.0.1')).toBeUndefined()
  })

  it('finds the block holding an address, of its family only', () => {
    const blocks = [
      { firstAddress: '172.20.15.10', lastAddress: '172.20.15.20' },
      { firstAddress: 'fd00::', lastAddress: 'fd00::ffff' },
    ]
    expect(blockHolding(blocks, '172.20.15.10')).toBe(blocks[0])
    expect(blockHolding(blocks, '172.20.15.20')).toBe(blocks[0])
    expect(blockHolding(blocks, '172.20.15.21')).toBeUndefined()
    expect(blockHolding(blocks, 'fd00::1')).toBe(blocks[1])
    expect(blockHolding(blocks, '::ffff:172.20.15.12')).toBeUndefined()
    expect(blockHolding(blocks, 'x')).toBeUndefined()
  })

  it('counts exactly', () => {
    expect(blockSizeOf({ firstAddress: '10.0.0.0', lastAddress: '10.0.0.255' })).toBe(256n)
    expect(blockSizeOf({ firstAddress: 'fd00::', lastAddress: 'fd00::ffff:ffff:ffff:ffff' })).toBe(
      2n ** 64n,
    )
  })
})
