import { describe, expect, it } from 'vitest'
import {
  maxPrefixProblem,
  memberBody,
  memberSubnetProblem,
  prefixProblem,
  subnetErrorField,
  subnetSize,
} from './member-values'

describe('a subnet pool member', () => {
  it('checks the subnet: its form, the pool’s family, host bits', () => {
    expect(memberSubnetProblem('198.18.0.0/16', 'v4')).toBeUndefined()
    expect(memberSubnetProblem(' fd00::/48 ', 'v6')).toBeUndefined()
    expect(memberSubnetProblem('198.18.0.0', 'v4')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(memberSubnetProblem('fd00::/48', 'v4')).toBe('Must be an IPv4 subnet: this pool is IPv4')
    expect(memberSubnetProblem('10.1.0.5/24', 'v4')).toBe(
      'Host bits are set: the subnet is 10.1.0.0/24',
    )
  })

  it('checks the prefix lengths against the subnet and each other', () => {
    expect(prefixProblem(20, '198.18.0.0/16')).toBeUndefined()
    expect(prefixProblem(12, '198.18.0.0/16')).toBe(
      'Must be at least the subnet’s prefix length (/16)',
    )
    const values = { subnet: '198.18.0.0/16', minPrefixLength: 24, maxPrefixLength: 20 }
    expect(maxPrefixProblem(20, values)).toBe('Must be no less than the minimum')
    expect(maxPrefixProblem(28, values)).toBeUndefined()
  })

  it('leaves an empty length out of the body, for the server’s default', () => {
    expect(
      memberBody({ subnet: ' 10.0.0.0/8 ', minPrefixLength: null, maxPrefixLength: 24 }),
    ).toEqual({ subnet: '10.0.0.0/8', maxPrefixLength: 24 })
    expect(
      memberBody({ subnet: '10.0.0.0/8', minPrefixLength: 16, maxPrefixLength: null }),
    ).toEqual({ subnet: '10.0.0.0/8', minPrefixLength: 16 })
  })

  it('counts a subnet’s addresses, past 2^53 too', () => {
    expect(subnetSize('198.18.0.0/16')).toBe(65536n)
    expect(subnetSize('fd00::/48')).toBe(2n ** 80n)
    expect(subnetSize('nope')).toBeUndefined()
  })

  it('puts the server’s words about the subnet on its field', () => {
    expect(
      subnetErrorField(
        'The IP subnet 198.18.4.0/24 overlaps with an existing subnet pool member or IP pool range',
      ),
    ).toBe('subnet')
    expect(subnetErrorField('Cannot add IPv6 members to IPv4 subnet pool')).toBe('subnet')
    expect(
      subnetErrorField('The minimum prefix length must be no greater than the maximum'),
    ).toBeUndefined()
  })
})
