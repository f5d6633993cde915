import { describe, expect, it } from 'vitest'
import {
  announcementProblem,
  asnProblem,
  blockOf,
  formatAsn,
  formatDuration,
  networkInBlock,
} from './bgp'

const block = { id: 'b', firstAddress: '198.51.100.0', lastAddress: '198.51.100.255' }

describe('asnProblem', () => {
  it('takes whole numbers from 1 to 2^32 - 1', () => {
    expect(asnProblem('65001')).toBeUndefined()
    expect(asnProblem(' 4294967295 ')).toBeUndefined()
    expect(asnProblem('')).toBe('ASN is required')
    expect(asnProblem('65.1')).toBe('ASN must be a whole number')
    expect(asnProblem('-1')).toBe('ASN must be a whole number')
    expect(asnProblem('0')).toBe('ASN must be between 1 and 4294967295')
    expect(asnProblem('4294967296')).toBe('ASN must be between 1 and 4294967295')
  })
  it('formats the 0 mgd reports before the OPEN', () => {
    expect(formatAsn(0)).toBe('Not learned yet')
    expect(formatAsn(65001)).toBe('65001')
  })
})

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(0)).toBe('0s')
    expect(formatDuration(47_900)).toBe('47s')
    expect(formatDuration((12 * 60 + 4) * 1000)).toBe('12m 4s')
    expect(formatDuration((3 * 86400 + 4 * 3600 + 59) * 1000)).toBe('3d 4h')
    expect(formatDuration(5 * 3600 * 1000)).toBe('5h')
  })
})

describe('networks in address lot blocks', () => {
  it('checks the whole network, host bits ignored', () => {
    expect(networkInBlock('198.51.100.0/24', block)).toBe(true)
    expect(networkInBlock('198.51.100.128/25', block)).toBe(true)
    expect(networkInBlock('198.51.100.7/24', block)).toBe(true)
    expect(networkInBlock('198.51.0.0/16', block)).toBe(false)
    expect(networkInBlock('fd00::/64', block)).toBe(false)
  })
  it('words the problem with the spec’s CIDR messages first', () => {
    expect(announcementProblem('198.51.100.0', block)).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(announcementProblem('198.51.100.0/33', block)).toBe('Max width for IPv4 is 32')
    expect(announcementProblem('10.0.0.0/8', block)).toBe(
      'Must lie within the block 198.51.100.0 – 198.51.100.255',
    )
    expect(announcementProblem('198.51.100.0/24', block)).toBeUndefined()
  })
  it('finds an announcement’s block by its network', () => {
    expect(blockOf('198.51.100.0/24', [block])?.id).toBe('b')
    expect(blockOf('10.0.0.0/24', [block])).toBeUndefined()
  })
})
