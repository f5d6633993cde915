import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ITEMS_MUST_BE_UNIQUE, validateUnique } from './unique'

describe('validateUnique', () => {
  it('accepts distinct items and an empty list', () => {
    expect(validateUnique([])).toBeUndefined()
    expect(validateUnique(['10.0.0.0/8', '10.0.0.0/16'])).toBeUndefined()
  })

  it('says Items must be unique on a duplicate', () => {
    expect(validateUnique(['a', 'b', 'a'])).toBe('Items must be unique')
    expect(ITEMS_MUST_BE_UNIQUE).toBe('Items must be unique')
  })

  it('compares objects by their key', () => {
    const targets = [
      { type: 'vpc', value: 'default' },
      { type: 'subnet', value: 'default' },
    ]
    const key = (t: { type: string; value: string }) => `${t.type}:${t.value}`
    expect(validateUnique(targets, key)).toBeUndefined()
    expect(validateUnique([...targets, { type: 'vpc', value: 'default' }], key)).toBe(
      ITEMS_MUST_BE_UNIQUE,
    )
  })

  it('flags exactly the lists that hold a repeat', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 12 }), (items) => {
        const repeats = items.some((item, i) => items.indexOf(item) !== i)
        expect(validateUnique(items)).toBe(repeats ? ITEMS_MUST_BE_UNIQUE : undefined)
      }),
    )
  })

  it('a list with any item added a second time is refused', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1 }), fc.nat(), (items, at) => {
        const copy = items[at % items.length]
        expect(validateUnique([...items, copy])).toBe(ITEMS_MUST_BE_UNIQUE)
      }),
    )
  })
})
