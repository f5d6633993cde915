import type { InstanceNetworkInterface } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { nicUpdateBody } from './nic-update'

const nic = (ipStack: InstanceNetworkInterface['ipStack'], primary = false) =>
  ({ id: 'n1', name: 'net1', description: '', primary, ipStack }) as InstanceNetworkInterface

describe('nicUpdateBody', () => {
  it('sends the transit IPs the interface has, so an edit does not clear them', () => {
    const v4 = nic({ type: 'v4', value: { ip: '172.30.0.5', transitIps: ['10.9.0.0/16'] } })
    expect(nicUpdateBody(v4, { name: 'net1', description: 'd', primary: false })).toEqual({
      name: 'net1',
      description: 'd',
      transitIps: ['10.9.0.0/16'],
    })
    const dual = nic({
      type: 'dual_stack',
      value: {
        v4: { ip: '172.30.0.6', transitIps: ['10.1.0.0/24'] },
        v6: { ip: 'fd00::6', transitIps: ['fd01::/64'] },
      },
    })
    expect(nicUpdateBody(dual, { name: 'n', description: '', primary: false }).transitIps).toEqual([
      '10.1.0.0/24',
      'fd01::/64',
    ])
  })

  it('asks for primary only when a secondary becomes primary', () => {
    const stack: InstanceNetworkInterface['ipStack'] = {
      type: 'v4',
      value: { ip: '172.30.0.5', transitIps: [] },
    }
    const values = { name: 'n', description: '', primary: true }
    expect(nicUpdateBody(nic(stack), values).primary).toBe(true)
    expect(nicUpdateBody(nic(stack, true), values)).not.toHaveProperty('primary')
  })
})
