import { describe, expect, it } from 'vitest'
import { createBody } from './create-body'

const values = { name: 'lb', description: 'd', pool: '', ip: '' }

describe('the floating IP a create form asks for', () => {
  it('leaves the allocator out for the default pool, as the API defaults it', () => {
    expect(createBody({ ...values, source: 'pool' })).toEqual({ name: 'lb', description: 'd' })
  })

  it('names a chosen pool, and ignores an address typed before switching to a pool', () => {
    expect(createBody({ ...values, source: 'pool', pool: 'secondary', ip: '10.0.0.1' })).toEqual({
      name: 'lb',
      description: 'd',
      addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'secondary' } },
    })
  })

  it('sends a given address trimmed, and no pool', () => {
    expect(
      createBody({ ...values, source: 'address', pool: 'secondary', ip: ' 203.0.113.30 ' }),
    ).toEqual({
      name: 'lb',
      description: 'd',
      addressAllocator: { type: 'explicit', ip: '203.0.113.30' },
    })
  })
})
