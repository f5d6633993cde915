import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DASH_AFTER_INDEX,
  DEVICE_CODE_LENGTH,
  formatDeviceCode,
  normalizeDeviceCode,
} from './device-code'

/** Spec sections 5 and 9: 8 letters, upper-cased, sent with a dash after index 3. */
const asciiLetters = (s: string) => [...s].filter((c) => /^[a-z]$/i.test(c)).join('')
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
const code = fc.string({ unit: letter, minLength: 8, maxLength: 8 }).map((s) => s.toUpperCase())

describe('normalizeDeviceCode', () => {
  it('keeps the first 8 ASCII letters of anything pasted, upper-cased', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (pasted) => {
        const result = normalizeDeviceCode(pasted)
        expect(result).toMatch(/^[A-Z]{0,8}$/)
        expect(result).toBe(asciiLetters(pasted).slice(0, DEVICE_CODE_LENGTH).toUpperCase())
      }),
    )
  })

  it('is idempotent, so typing into filled boxes changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const once = normalizeDeviceCode(s)
        expect(normalizeDeviceCode(once)).toBe(once)
      }),
    )
  })

  it('reads a code back from its sent form, with dashes and spaces around it', () => {
    fc.assert(
      fc.property(code, fc.string({ unit: fc.constantFrom(' ', '-', '\t') }), (c, noise) => {
        expect(normalizeDeviceCode(`${noise}${formatDeviceCode(c)}${noise}`)).toBe(c)
      }),
    )
  })
})

describe('formatDeviceCode', () => {
  it('puts one dash after index 3 of a full code and nothing else', () => {
    fc.assert(
      fc.property(code, (c) => {
        const sent = formatDeviceCode(c)
        expect(sent).toHaveLength(DEVICE_CODE_LENGTH + 1)
        expect(sent.indexOf('-')).toBe(DASH_AFTER_INDEX + 1)
        expect(sent.replace('-', '')).toBe(c)
      }),
    )
  })

  it('leaves a code no longer than the part before the dash alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: letter, maxLength: DASH_AFTER_INDEX + 1 }), (c) => {
        expect(formatDeviceCode(c)).toBe(c)
      }),
    )
  })
})
