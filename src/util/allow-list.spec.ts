import { describe, expect, it } from 'vitest'
import { entriesOf, entryProblem, holds, lockOut, toNet } from './allow-list'

describe('allow-list entries', () => {
  it('reads one per line (or comma), bare addresses as themselves alone', () => {
    expect(entriesOf(' 10.0.0.0/8\n\n203.0.113.7, fd00::/48 ')).toEqual([
      '10.0.0.0/8',
      '203.0.113.7',
      'fd00::/48',
    ])
    expect(toNet('203.0.113.7')).toBe('203.0.113.7/32')
    expect(toNet('fd00::1')).toBe('fd00::1/128')
    expect(toNet('10.0.0.0/8')).toBe('10.0.0.0/8')
  })

  it('refuses what the server refuses, naming the entry', () => {
    expect(entryProblem('10.0.0.0/8')).toBeUndefined()
    expect(entryProblem('10.0.0.0/33')).toBe('10.0.0.0/33: Max width for IPv4 is 32')
    expect(entryProblem('nope')).toBe('nope: Not a valid IP address')
    expect(entryProblem('0.0.0.0/8')).toMatch(/unspecified address is refused/)
    expect(entryProblem('::/64')).toMatch(/unspecified address is refused/)
    expect(entryProblem('10.0.0.0/0')).toMatch(/a \/0 network is refused/)
  })

  it('tells whether an entry holds an address', () => {
    expect(holds('203.0.113.0/24', '203.0.113.50')).toBe(true)
    expect(holds('203.0.113.0/25', '203.0.113.200')).toBe(false)
    expect(holds('203.0.113.50', '203.0.113.50')).toBe(true)
    expect(holds('fd00::/16', 'fd00:1::5')).toBe(true)
    expect(holds('fd00::/16', '10.0.0.1')).toBe(false)
    // host bits set in the entry: the network still holds its own addresses
    expect(holds('203.0.113.9/24', '203.0.113.50')).toBe(true)
  })

  it('warns of a lock-out only when the user gave their address', () => {
    expect(lockOut(['10.0.0.0/8'], '')).toBe('unknown')
    expect(lockOut(['10.0.0.0/8'], 'not an ip')).toBe('unknown')
    expect(lockOut(['10.0.0.0/8'], '10.1.2.3')).toBe('admitted')
    expect(lockOut(['10.0.0.0/8', '192.0.2.0/24'], '203.0.113.50')).toBe('excluded')
    expect(lockOut([], '203.0.113.50')).toBe('excluded')
  })
})
