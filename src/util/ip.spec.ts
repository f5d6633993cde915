import { isIP } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INVALID_IP, ipVersion, validateIp } from './ip'

describe('validateIp: examples', () => {
  it.each([
    ['0.0.0.0', 'v4'],
    ['255.255.255.255', 'v4'],
    ['192.168.1.10', 'v4'],
    ['::', 'v6'],
    ['::1', 'v6'],
    ['2001:db8::1', 'v6'],
    ['FE80::ABCD', 'v6'],
    ['1:2:3:4:5:6:7:8', 'v6'],
    ['1:2:3:4:5:6:7::', 'v6'],
    ['fe80::1%eth0', 'v6'],
    ['fe80::1%en0.5', 'v6'],
    ['::ffff:192.0.2.1', 'v6'],
    ['::192.0.2.1', 'v6'],
    ['64:ff9b::192.0.2.33', 'v6'],
    ['1:2:3:4:5:6:1.2.3.4', 'v6'],
  ])('accepts %s as %s', (ip, version) => {
    expect(ipVersion(ip)).toBe(version)
    expect(validateIp(ip)).toBeUndefined()
  })

  it.each([
    '',
    ' ',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.04',
    '1..2.3',
    '1.2.3.-4',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1.2.3.4/24',
    'a.b.c.d',
    '0x7f.0.0.1',
    '١.٢.٣.٤', // Arabic-Indic digits are digits to \d with the u flag, never to an IP parser
    ':::',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '1::2:3:4:5:6:7:8',
    '1::2::3',
    '12345::',
    'g::1',
    ':1::',
    '::1:',
    '1.2.3.4::',
    '::ffff:256.1.1.1',
    '::ffff:1.2.3',
    '1:2:3:4:5:6::1.2.3.4',
    'fe80::1%',
    'fe80::1%eth 0',
    'fe80::1%eth0%1',
    '<script>alert(1)</script>',
  ])('rejects %j with the spec message', (ip) => {
    expect(ipVersion(ip)).toBeUndefined()
    expect(validateIp(ip)).toBe(INVALID_IP)
  })

  it('says so in the spec words', () => {
    expect(INVALID_IP).toBe('Not a valid IP address')
  })
})

const octet = fc.integer({ min: 0, max: 255 })
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789')
const zone = fc.string({ unit: alnum, minLength: 1, maxLength: 8 })

describe('validateIp: properties', () => {
  it('every dotted quad of octets 0-255 is IPv4', () => {
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), (parts) => {
        expect(ipVersion(parts.join('.'))).toBe('v4')
      }),
    )
  })

  it('an octet above 255 or with a leading zero makes it invalid', () => {
    const bad = fc.oneof(
      fc.integer({ min: 256, max: 99_999 }).map(String),
      fc.integer({ min: 0, max: 99 }).map((n) => `0${n}`),
    )
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet), bad, fc.nat(3), (rest, octetText, at) => {
        const parts = rest.map(String)
        parts.splice(at, 0, octetText)
        expect(validateIp(parts.join('.'))).toBe(INVALID_IP)
      }),
    )
  })

  it('accepts every address fast-check generates, with and without a zone', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(ipVersion(ip)).toBe('v4')
      }),
    )
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(ipVersion(ip)).toBe('v6')
      }),
    )
    fc.assert(
      fc.property(fc.ipV6(), zone, (ip, z) => {
        expect(ipVersion(`${ip}%${z}`)).toBe('v6')
      }),
    )
  })

  it('maps every IPv4 address into IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(ipVersion(`::ffff:${ip}`)).toBe('v6')
        expect(ipVersion(`::${ip}`)).toBe('v6')
      }),
    )
  })

  // Node's own parser is an independent oracle; mutated addresses probe the edges of the rules
  it('agrees with node:net on addresses with characters dropped, repeated or inserted', () => {
    const edit = fc.tuple(
      fc.nat(),
      fc.constantFrom('drop', 'repeat', 'insert'),
      fc.constantFrom(...':.0f9%a'),
    )
    const mutate = (s: string, [at, how, ch]: [number, string, string]) => {
      const i = at % (s.length + 1)
      if (how === 'drop') return s.slice(0, i) + s.slice(i + 1)
      if (how === 'repeat') return s.slice(0, i) + s.slice(i, i + 1) + s.slice(i)
      return s.slice(0, i) + ch + s.slice(i)
    }
    const address = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.tuple(fc.ipV6(), zone).map(([a, z]) => `${a}%${z}`),
    )
    fc.assert(
      fc.property(address, fc.array(edit, { maxLength: 3 }), (ip, edits) => {
        const text = edits.reduce(mutate, ip)
        // the one known difference: node allows ':' in a zone id, RFC 6874 does not
        fc.pre(!/%.*:/.test(text))
        const node = isIP(text)
        expect(ipVersion(text) ?? 'none', text).toBe(node === 4 ? 'v4' : node === 6 ? 'v6' : 'none')
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect([undefined, INVALID_IP]).toContain(validateIp(s))
      }),
    )
  })
})
