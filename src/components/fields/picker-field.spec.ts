import { describe, expect, it } from 'vitest'
import { type PickerFieldProps, pickerPlaceholder } from './picker-field'

type Texts = Pick<PickerFieldProps<{ x: string }, string>, 'noun' | 'prompt' | 'empty' | 'from'>
const loading = { isPending: true, error: null }
const loaded = { isPending: false, error: null }
const failed = { isPending: false, error: new Error('boom') }
const disks: Texts = { noun: ['a disk', 'disks'], empty: 'No detached disks in this project' }
const say = (texts: Texts, count = 0) =>
  pickerPlaceholder({ ...texts, items: Array(count).fill({ value: 'a', label: 'a' }) })

describe('pickerPlaceholder', () => {
  it('says what loads, then asks for one, or says there is none', () => {
    expect(say({ ...disks, from: [loading, loaded] })).toBe('Loading disks…')
    expect(say({ ...disks, from: loaded }, 2)).toBe('Select a disk')
    expect(say({ ...disks, from: loaded })).toBe('No detached disks in this project')
  })

  it('says a failed load failed, while nothing else loads', () => {
    expect(say({ ...disks, from: [failed, loaded] })).toBe('Could not load disks')
    expect(say({ ...disks, from: [failed, loading] })).toBe('Loading disks…')
  })

  it('takes its own prompt, which is also the empty text unless one is given', () => {
    expect(say({ noun: ['a pool', 'pools'], prompt: 'Default pool' })).toBe('Default pool')
    expect(say({ prompt: 'Select one', empty: 'None in reach', from: loading })).toBe('Loading…')
    expect(say({ noun: ['a sled', 'sleds'] })).toBe('Select a sled')
  })
})
