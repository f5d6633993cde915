import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateName } from './generated-name'
import { MAX_NAME_LENGTH, validateName } from './names'

/** Spec sections 5 and 9: at most 63 characters, a random 6-character hexadecimal suffix. */
const validName = fc.stringMatching(/^[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/)
const parts = fc.array(validName, { minLength: 1, maxLength: 5 })
const suffix = fc.stringMatching(/^[0-9a-f]{6}$/)

describe('generateName: properties', () => {
  it('is a valid API name of at most 63 characters ending in -<suffix>', () => {
    fc.assert(
      fc.property(parts, suffix, (ps, sfx) => {
        const name = generateName(ps, sfx)
        expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH)
        expect(name.endsWith(`-${sfx}`)).toBe(true)
        expect(validateName(name), name).toBeUndefined()
      }),
    )
  })

  it('keeps each part as a prefix of itself, in order', () => {
    // parts without dashes, so the dashes of the result mark where each part ends
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,62}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), suffix, (ps, sfx) => {
        const kept = generateName(ps, sfx).split('-').slice(0, -1)
        expect(kept).toHaveLength(ps.length)
        kept.forEach((k, i) => {
          expect(k.length).toBeGreaterThan(0)
          expect(ps[i]?.startsWith(k)).toBe(true)
        })
      }),
    )
  })

  it('leaves names that fit whole when every part is short', () => {
    fc.assert(
      fc.property(
        fc.array(
          validName.filter((p) => p.length <= 11),
          { minLength: 1, maxLength: 4 },
        ),
        suffix,
        (ps, sfx) => {
          expect(generateName(ps, sfx)).toBe([...ps, sfx].join('-'))
        },
      ),
    )
  })

  it('draws a fresh 6-character hexadecimal suffix by default', () => {
    fc.assert(
      fc.property(parts, (ps) => {
        expect(generateName(ps)).toMatch(/-[0-9a-f]{6}$/)
      }),
    )
  })
})
