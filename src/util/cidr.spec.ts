import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CIDR_NEEDS_SLASH,
  hostBitsHint,
  MAX_WIDTH_V4,
  MAX_WIDTH_V6,
  parseIpNet,
  validateIpNet,
  WIDTH_NOT_INTEGER,
} from './cidr'
import { INVALID_IP } from './ip'

describe('validateIpNet: examples', () => {
  it.each([
    ['10.0.0.0/8', 'v4', 8],
    ['0.0.0.0/0', 'v4', 0],
    ['192.168.1.1/32', 'v4', 32],
    ['fd00::/64', 'v6', 64],
    ['::/0', 'v6', 0],
    ['2001:db8::1/128', 'v6', 128],
    ['::ffff:10.0.0.1/120', 'v6', 120],
    ['10.0.0.0/008', 'v4', 8],
  ])('accepts %s', (text, version, width) => {
    expect(parseIpNet(text)).toEqual({
      ok: true,
      net: { version, address: text.split('/')[0], width },
    })
  })

  it.each([
    ['10.0.0.0', CIDR_NEEDS_SLASH],
    ['', CIDR_NEEDS_SLASH],
    ['10.0.0.0/8/8', CIDR_NEEDS_SLASH],
    ['fd00::', CIDR_NEEDS_SLASH],
    ['/24', INVALID_IP],
    ['10.0.0/24', INVALID_IP],
    ['nope/24', INVALID_IP],
    ['10.0.0.0/', WIDTH_NOT_INTEGER],
    ['10.0.0.0/8.5', WIDTH_NOT_INTEGER],
    ['10.0.0.0/-1', WIDTH_NOT_INTEGER],
    ['10.0.0.0/ 8', WIDTH_NOT_INTEGER],
    ['10.0.0.0/0x8', WIDTH_NOT_INTEGER],
    ['10.0.0.0/33', MAX_WIDTH_V4],
    ['10.0.0.0/99999999999999999999', MAX_WIDTH_V4],
    ['fd00::/129', MAX_WIDTH_V6],
  ])('rejects %j: %s', (text, message) => {
    expect(validateIpNet(text)).toBe(message)
  })

  it('uses the spec words', () => {
    expect([CIDR_NEEDS_SLASH, WIDTH_NOT_INTEGER, MAX_WIDTH_V4, MAX_WIDTH_V6]).toEqual([
      'Must contain an IP address and a width, separated by a /',
      'Width must be an integer',
      'Max width for IPv4 is 32',
      'Max width for IPv6 is 128',
    ])
  })
})

describe('validateIpNet: properties', () => {
  const address = fc.oneof(
    fc.ipV4().map((a) => ({ a, max: 32, tooWide: MAX_WIDTH_V4 })),
    fc.ipV6().map((a) => ({ a, max: 128, tooWide: MAX_WIDTH_V6 })),
  )

  it('accepts every width from 0 to the maximum of the address family', () => {
    fc.assert(
      fc.property(address, fc.nat(128), ({ a, max }, w) => {
        fc.pre(w <= max)
        const result = parseIpNet(`${a}/${w}`)
        expect(result.ok && result.net.width).toBe(w)
      }),
    )
  })

  it('refuses a width beyond the maximum with the family message', () => {
    fc.assert(
      fc.property(address, fc.integer({ min: 33, max: 10_000 }), ({ a, max, tooWide }, w) => {
        fc.pre(w > max)
        expect(validateIpNet(`${a}/${w}`)).toBe(tooWide)
      }),
    )
  })

  it('refuses any width that is not all digits', () => {
    const notDigits = fc
      .string({ minLength: 1 })
      .filter((s) => !/^\d+$/.test(s) && !s.includes('/'))
    fc.assert(
      fc.property(address, notDigits, ({ a }, w) => {
        expect(validateIpNet(`${a}/${w}`)).toBe(WIDTH_NOT_INTEGER)
      }),
    )
  })

  it('asks for the slash whenever there is not exactly one', () => {
    const slashes = fc.string().filter((s) => s.split('/').length !== 2)
    fc.assert(
      fc.property(slashes, (s) => {
        expect(validateIpNet(s)).toBe(CIDR_NEEDS_SLASH)
      }),
    )
  })

  it('only ever answers with one of the spec messages', () => {
    const messages = [
      undefined,
      CIDR_NEEDS_SLASH,
      INVALID_IP,
      WIDTH_NOT_INTEGER,
      MAX_WIDTH_V4,
      MAX_WIDTH_V6,
    ]
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(messages).toContain(validateIpNet(s))
      }),
    )
  })
})

describe('hostBitsHint', () => {
  it('names the network a block with host bits set lies in', () => {
    expect(hostBitsHint('10.1.0.5/24')).toBe('Host bits are set: the subnet is 10.1.0.0/24')
    expect(hostBitsHint(' 172.16.3.1/12 ')).toBe('Host bits are set: the subnet is 172.16.0.0/12')
    expect(hostBitsHint('fd00:1:2:3::7/64')).toBe(
      'Host bits are set: the subnet is fd00:1:2:3::/64',
    )
  })

  it('says nothing of a network as it should be written, or of no network', () => {
    expect(hostBitsHint('10.1.0.0/24')).toBeUndefined()
    expect(hostBitsHint('10.1.0.5/32')).toBeUndefined()
    expect(hostBitsHint('fd00:1:2:3::/64')).toBeUndefined()
    expect(hostBitsHint('10.1.0.5')).toBeUndefined()
    expect(hostBitsHint('')).toBeUndefined()
  })
})
