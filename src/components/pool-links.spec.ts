import { describe, expect, it } from 'vitest'
import { IP_POOL_LINKS } from '~/resources/ip-pools/actions'
import { SUBNET_POOL_LINKS } from '~/resources/subnet-pools/actions'
import { linkChange } from './pool-links'

const values = { silo: 'maple', pool: 'p1', isDefault: true }
const ops = (kind: typeof IP_POOL_LINKS | typeof SUBNET_POOL_LINKS, other: boolean, v = values) =>
  linkChange(kind, () => other)(v).requests.map((r) => [r.op, r.params])

describe('linking a pool to a silo', () => {
  it('links as the default in one request where the silo has no other default', () => {
    expect(ops(SUBNET_POOL_LINKS, false)).toEqual([
      [
        'systemSubnetPoolSiloLink',
        { path: { pool: 'p1' }, body: { silo: 'maple', isDefault: true } },
      ],
    ])
  })

  it('links, then makes it the default, where the silo has another (or it is unknown)', () => {
    expect(ops(IP_POOL_LINKS, true)).toEqual([
      ['systemIpPoolSiloLink', { path: { pool: 'p1' }, body: { silo: 'maple', isDefault: false } }],
      [
        'systemIpPoolSiloUpdate',
        { path: { pool: 'p1', silo: 'maple' }, body: { isDefault: true } },
      ],
    ])
  })

  it('links not as the default in one request', () => {
    expect(ops(SUBNET_POOL_LINKS, true, { ...values, isDefault: false })).toEqual([
      [
        'systemSubnetPoolSiloLink',
        { path: { pool: 'p1' }, body: { silo: 'maple', isDefault: false } },
      ],
    ])
  })
})
