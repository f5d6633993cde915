import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INVALID_PORT_RANGE, PORT_OUT_OF_RANGE, parsePortRange, validatePortRange } from './ports'

describe('parsePortRange: examples', () => {
  it.each([
    ['80', [80, 80]],
    ['0', [0, 0]],
    ['65535', [65535, 65535]],
    ['8000-8080', [8000, 8080]],
    ['22-22', [22, 22]],
    ['  443 ', [443, 443]],
    ['\t1-2\n', [1, 2]],
    ['00080', [80, 80]],
  ])('reads %j', (text, range) => {
    expect(parsePortRange(text)).toEqual(range)
    expect(validatePortRange(text)).toBeUndefined()
  })

  it.each([
    '',
    '   ',
    '-',
    '80-',
    '-80',
    '8080-80',
    '123456',
    '1-123456',
    '80 - 90',
    '80-90-100',
    '80,90',
    '8o',
    '+80',
    '1e3',
    '٨٠', // Arabic-Indic digits
  ])('refuses %j', (text) => {
    expect(parsePortRange(text)).toBeUndefined()
    expect(validatePortRange(text)).toBe(INVALID_PORT_RANGE)
  })
})

describe('ports above 65535 (issue 27: the server keeps a port in a u16)', () => {
  it.each(['65536', '70000', '99999', '1-65536', '65535-70000'])(
    'refuses %j with the bound',
    (text) => {
      expect(parsePortRange(text)).toBeUndefined()
      expect(validatePortRange(text)).toBe(PORT_OUT_OF_RANGE)
    },
  )
})

describe('parsePortRange: properties', () => {
  const port = fc.integer({ min: 0, max: 65_535 })
  const space = fc.string({ unit: fc.constantFrom(' ', '\t', '\n') })

  it('reads one number of 1 to 5 digits as a range of one port', () => {
    fc.assert(
      fc.property(port, space, space, (p, before, after) => {
        expect(parsePortRange(`${before}${p}${after}`)).toEqual([p, p])
      }),
    )
  })

  it('reads start-end when end >= start, and refuses it otherwise', () => {
    fc.assert(
      fc.property(port, port, (a, b) => {
        const result = parsePortRange(`${a}-${b}`)
        expect(result).toEqual(b >= a ? [a, b] : undefined)
      }),
    )
  })

  it('refuses six or more digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: Number.MAX_SAFE_INTEGER }), (p) => {
        expect(parsePortRange(String(p))).toBeUndefined()
      }),
    )
  })

  it('every range it reads is ordered, and printing it reads back the same', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (s) => {
        const range = parsePortRange(s)
        if (!range) return
        const [start, end] = range
        expect(start).toBeLessThanOrEqual(end)
        expect(parsePortRange(start === end ? `${start}` : `${start}-${end}`)).toEqual(range)
      }),
    )
  })
})
