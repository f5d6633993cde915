import { describe, expect, it } from 'vitest'
import { readNumber } from './number-input'

describe('readNumber', () => {
  it('reads whole and decimal numbers, keeps anything else as typed', () => {
    expect(readNumber('12')).toBe(12)
    expect(readNumber(' 4.5 ')).toBe(4.5)
    expect(readNumber('-3')).toBe(-3)
    expect(readNumber('')).toBeNull()
    expect(readNumber('  ')).toBeNull()
    for (const text of ['1e3', '12abc', '0x10', '1,5', '--1', '.5'])
      expect(readNumber(text)).toBe(text)
  })
})
