import { describe, expect, it } from 'vitest'
import { validateName } from './names'

describe('validateName', () => {
  it.each(['a', 'web-frontend', 'db2', `a${'b'.repeat(62)}`])('accepts %s', (name) => {
    expect(validateName(name)).toBeUndefined()
  })

  it.each([
    ['', 'Name is required'],
    [`a${'b'.repeat(63)}`, 'Must be 63 characters or fewer'],
    ['2fast', 'Must start with a lowercase letter'],
    ['Web', 'Must start with a lowercase letter'],
    ['web_frontend', 'Can only contain lowercase letters, numbers, and dashes'],
    ['webFrontend', 'Can only contain lowercase letters, numbers, and dashes'],
    ['web-', 'Must end with a letter or number'],
    ['a0e8c1d2-1234-4abc-8def-0123456789ab', 'Cannot be a UUID'],
    ['abcdef0123456789abcdef0123456789', 'Cannot be a UUID'],
  ])('rejects %j', (name, message) => {
    expect(validateName(name)).toBe(message)
  })
})
