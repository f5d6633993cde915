import { describe, expect, it } from 'vitest'
import { MAX_WIDTH_V6 } from '~/util/cidr'
import { VPC_PREFIX_REFUSED, vpcPrefixProblem } from './vpc-values'

describe('vpcPrefixProblem', () => {
  it('takes a unique local /48, and nothing (the server picks one)', () => {
    expect(vpcPrefixProblem('fd12:3456:789a::/48')).toBeUndefined()
    expect(vpcPrefixProblem(' fc00:1::/48 ')).toBeUndefined()
    expect(vpcPrefixProblem('')).toBeUndefined()
  })

  it('refuses another width or a global prefix in the server words', () => {
    expect(vpcPrefixProblem('fd12:3456:789a::/64')).toBe(VPC_PREFIX_REFUSED)
    expect(vpcPrefixProblem('2001:db8:1::/48')).toBe(VPC_PREFIX_REFUSED)
    expect(vpcPrefixProblem('10.0.0.0/8')).toBe(VPC_PREFIX_REFUSED)
  })

  it('says first what makes it no network at all', () => {
    expect(vpcPrefixProblem('fd00::/129')).toBe(MAX_WIDTH_V6)
  })
})
