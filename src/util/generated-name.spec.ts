import { describe, expect, it } from 'vitest'
import { generateName, randomSuffix } from './generated-name'
import { MAX_NAME_LENGTH, validateName } from './names'

describe('randomSuffix', () => {
  it('is six lowercase hexadecimal characters', () => {
    for (let i = 0; i < 200; i++) expect(randomSuffix()).toMatch(/^[0-9a-f]{6}$/)
  })

  it('varies', () => {
    const seen = new Set(Array.from({ length: 50 }, randomSuffix))
    expect(seen.size).toBeGreaterThan(45)
  })
})

describe('generateName', () => {
  it('joins the parts and appends the suffix', () => {
    expect(generateName(['web-1', 'debian-12'], 'a1b2c3')).toBe('web-1-debian-12-a1b2c3')
  })

  it('appends a random 6-character hex suffix by default', () => {
    expect(generateName(['db'])).toMatch(/^db-[0-9a-f]{6}$/)
  })

  it('truncates the parts so the total is at most 63 characters', () => {
    const long = 'a'.repeat(63)
    const name = generateName([long, 'b'.repeat(63)], 'abcdef')
    expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH)
    expect(name).toMatch(/^a+-b+-abcdef$/)
    // both parts keep an equal share
    const [a, b] = name.split('-')
    expect(a?.length).toBe(b?.length)
  })

  it('leaves short names whole', () => {
    const name = generateName(['a'.repeat(20), 'b'.repeat(20)], 'abcdef')
    expect(name).toBe(`${'a'.repeat(20)}-${'b'.repeat(20)}-abcdef`)
  })

  it('uses the whole budget for a single long part', () => {
    const name = generateName(['x'.repeat(80)], '000000')
    expect(name).toBe(`${'x'.repeat(56)}-000000`)
    expect(name).toHaveLength(MAX_NAME_LENGTH)
  })

  it('drops dashes a cut leaves at the end of a part', () => {
    // two parts share 27 characters each; the 27th of this one is a dash
    const part = `${'a'.repeat(26)}-${'b'.repeat(30)}`
    const name = generateName([part, 'c'.repeat(40)], 'ffffff')
    expect(name).toBe(`${'a'.repeat(26)}-${'c'.repeat(27)}-ffffff`)
    expect(validateName(name)).toBeUndefined()
  })

  it('always yields a valid API name from valid parts', () => {
    const parts = [
      'instance',
      'my-very-long-instance-name-that-goes-on-and-on-and-on',
      'ubuntu-2404',
    ]
    for (let n = 1; n <= parts.length; n++) {
      const name = generateName(parts.slice(0, n))
      expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH)
      expect(validateName(name)).toBeUndefined()
    }
  })
})
