import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { api } from './test-api'

/**
 * Probes as omicron makes them: nexus/db-queries/src/db/datastore/probe.rs `probe_create` (the
 * interface, `PrivateIpStackCreate::auto_dual_stack()`, named after the probe, in the project's
 * default VPC subnet) and nexus/src/app/probe.rs `probe_create` (the sled looked up after the
 * probe is stored).
 */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0, seed: 'demo' })
  resetDb()
})

const P = 'project=web-frontend'
const sled = () => {
  const first = db.sleds[3]
  if (!first) throw new Error('the seed has no sleds')
  return first.id
}
const create = (name: string, on = sled()) =>
  api('POST', `/experimental/v1/probes?${P}`, { body: { name, description: '', sled: on } })
const view = (probe: string) => api('GET', `/experimental/v1/probes/${probe}?${P}`)

describe('a probe’s interface (datastore/probe.rs `probe_create`)', () => {
  it('is dual-stack, in the default subnet, named after the probe', async () => {
    expect((await create('path-check')).status).toBe(201)
    const { body } = await view('path-check')
    const subnet = (await api('GET', `/v1/vpc-subnets/default?vpc=default&${P}`)).body
    expect(body.interface).toMatchObject({
      name: 'path-check',
      primary: true,
      slot: 0,
      kind: { type: 'probe', id: body.id },
      ip_config: {
        type: 'dual_stack',
        value: {
          v4: { subnet: subnet.ipv4_block, transit_ips: [] },
          v6: { subnet: subnet.ipv6_block, transit_ips: [] },
        },
      },
    })
    const { v4, v6 } = body.interface.ip_config.value
    expect(v4.ip).toMatch(/^172\.30\.[0-3]\.\d+$/)
    expect(v6.ip.startsWith(subnet.ipv6_block.replace(/::\/64$/, ':'))).toBe(true)
  })

  it('takes no address another probe of the project holds', async () => {
    await create('one')
    await create('two')
    const addresses = []
    for (const name of ['edge-probe', 'one', 'two']) {
      const { v4, v6 } = (await view(name)).body.interface.ip_config.value
      addresses.push(v4.ip, v6.ip)
    }
    expect(new Set(addresses).size).toBe(6)
  })

  it('lists the seeded probe dual-stack too', async () => {
    const { items } = (await api('GET', `/experimental/v1/probes?${P}`)).body
    expect(items[0].interface.ip_config).toMatchObject({
      type: 'dual_stack',
      value: { v4: { ip: '172.30.0.250' }, v6: { ip: 'fd12:7a3b:9c01::fa' } },
    })
  })
})

describe('the order of a probe create (app/probe.rs `probe_create`)', () => {
  it('stores the probe before it looks the sled up: a missing sled is a 404, the probe stays', async () => {
    const missing = '5c1ed000-0000-4000-8000-0000000000ff'
    const res = await create('nowhere', missing)
    expect(res).toMatchObject({
      status: 404,
      body: { error_code: 'ObjectNotFound', message: `not found: sled with id "${missing}"` },
    })
    expect((await view('nowhere')).status).toBe(200)
  })

  it('answers a taken name with the unique index’s 500', async () => {
    const res = await create('edge-probe')
    expect(res).toMatchObject({ status: 500, body: { error_code: 'Internal' } })
  })
})
