import { describe, expect, it } from 'vitest'
import { pickerPlaceholder } from './picker-field'

const loading = { isPending: true, error: null }
const loaded = { isPending: false, error: null }
const failed = { isPending: false, error: new Error('boom') }
const disks = { noun: ['a disk', 'disks'], empty: 'No detached disks in this project' } as const

describe('pickerPlaceholder', () => {
  it('says what loads, then asks for one, or says there is none', () => {
    expect(pickerPlaceholder(disks, [loading, loaded], 0)).toBe('Loading disks…')
    expect(pickerPlaceholder(disks, [loaded], 2)).toBe('Select a disk')
    expect(pickerPlaceholder(disks, [loaded], 0)).toBe('No detached disks in this project')
  })

  it('says a failed load failed, while nothing else loads', () => {
    expect(pickerPlaceholder(disks, [failed, loaded], 0)).toBe('Could not load disks')
    expect(pickerPlaceholder(disks, [failed, loading], 0)).toBe('Loading disks…')
  })

  it('takes its own prompt, which is also the empty text unless one is given', () => {
    expect(
      pickerPlaceholder({ noun: ['a pool', 'pools'], prompt: 'Default pool' }, [loaded], 0),
    ).toBe('Default pool')
    expect(pickerPlaceholder({ prompt: 'Select one', empty: 'None in reach' }, [loading], 0)).toBe(
      'Loading…',
    )
    expect(pickerPlaceholder({ noun: ['a sled', 'sleds'] }, [], 0)).toBe('Select a sled')
  })
})
