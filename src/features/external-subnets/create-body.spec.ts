import { describe, expect, it } from 'vitest'
import { createBody } from './create-body'

const values = { name: 'egress', description: 'd', pool: '', prefixLength: 24, subnet: '' }

describe('the external subnet a create form asks for', () => {
  it('asks the default pool for a prefix length by leaving the pool out, as the API defaults it', () => {
    expect(createBody({ ...values, source: 'pool' })).toEqual({
      name: 'egress',
      description: 'd',
      allocator: { type: 'auto', prefixLength: 24 },
    })
  })

  it('names a chosen pool, and ignores a subnet typed before switching to a pool', () => {
    expect(
      createBody({
        ...values,
        source: 'pool',
        pool: 'blocks',
        prefixLength: 28,
        subnet: '1.2.3.0/24',
      }),
    ).toEqual({
      name: 'egress',
      description: 'd',
      allocator: {
        type: 'auto',
        prefixLength: 28,
        poolSelector: { type: 'explicit', pool: 'blocks' },
      },
    })
  })

  it('sends a given subnet trimmed, with no pool or prefix length', () => {
    expect(
      createBody({ ...values, source: 'subnet', pool: 'blocks', subnet: ' 198.18.32.0/24 ' }),
    ).toEqual({
      name: 'egress',
      description: 'd',
      allocator: { type: 'explicit', subnet: '198.18.32.0/24' },
    })
  })
})
