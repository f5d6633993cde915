import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { api, names } from './test-api'

/** The operator's IP pools, as nexus/src/app/ip_pool.rs and ds/ip_pool.rs answer. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = '/v1/system/ip-pools'
const addRange = (pool: string, first: string, last: string) =>
  api('POST', `${P}/${pool}/ranges/add`, { body: { first, last } })
const removeRange = (pool: string, first: string, last: string) =>
  api('POST', `${P}/${pool}/ranges/remove`, { body: { first, last } })
const create = (name: string, extra: Record<string, unknown> = {}) =>
  api('POST', P, { body: { name, description: '', ...extra } })

describe('pools', () => {
  it('lists every pool to fleet viewers, with the filters of 0.9.0', async () => {
    expect(names((await api('GET', P)).body)).toEqual([
      'default',
      'ipv6-public',
      'multicast',
      'oxide-service-pool-v4',
      'partner-pool',
      'secondary',
    ])
    expect(names((await api('GET', `${P}?assignment=system_services`)).body)).toEqual([
      'oxide-service-pool-v4',
    ])
    expect(names((await api('GET', `${P}?ip_version=v6`)).body)).toEqual(['ipv6-public'])
    expect(names((await api('GET', `${P}?pool_type=multicast`)).body)).toEqual(['multicast'])
    expect((await api('GET', P, { as: 'katherine' })).status).toBe(200)
    expect((await api('GET', P, { as: 'alan' })).status).toBe(403)
  })

  it('creates with the defaults (v4, unicast, silos), refuses a taken name and a viewer', async () => {
    const made = await create('fresh')
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ ip_version: 'v4', pool_type: 'unicast', assignment: 'silos' })
    expect((await create('fresh')).body.message).toBe('already exists: ip-pool "fresh"')
    expect((await create('v6', { ip_version: 'v6' })).body.ip_version).toBe('v6')
    const denied = await api('POST', P, {
      as: 'katherine',
      body: { name: 'nope', description: '' },
    })
    expect(denied.status).toBe(403)
  })

  it('renames, and refuses a name another pool has', async () => {
    const updated = await api('PUT', `${P}/secondary`, { body: { name: 'lb', description: 'x' } })
    expect(updated.body).toMatchObject({ name: 'lb', description: 'x' })
    const taken = await api('PUT', `${P}/lb`, { body: { name: 'default' } })
    expect(taken.body.message).toBe('already exists: ip-pool "default"')
    expect((await api('GET', `${P}/nope`)).body.message).toBe('not found: ip-pool with name "nope"')
  })

  it('deletes only a pool with no ranges, taking its links along', async () => {
    const held = await api('DELETE', `${P}/secondary`)
    expect(held.body.message).toBe('IP Pool cannot be deleted while it contains IP ranges')
    await removeRange('secondary', '203.0.113.20', '203.0.113.60')
    const id = db.ipPools.find((p) => p.name === 'secondary')?.id
    expect((await api('DELETE', `${P}/secondary`)).status).toBe(204)
    expect(db.ipPoolSiloLinks.some((l) => l.ip_pool_id === id)).toBe(false)
    expect(names((await api('GET', '/v1/ip-pools')).body)).not.toContain('secondary')
  })

  it('keeps the last system_services pool', async () => {
    db.ipPoolRanges = db.ipPoolRanges.filter((r) => !r.range.first.startsWith('203.0.113.1'))
    const last = await api('DELETE', `${P}/oxide-service-pool-v4`)
    expect(last.body.message).toBe(
      'Cannot delete the last IP Pool assigned for system services use. Create and assign at least one more IP Pool before deleting this one.',
    )
    await create('spare', { assignment: 'system_services' })
    expect((await api('DELETE', `${P}/oxide-service-pool-v4`)).status).toBe(204)
  })

  it('assigns: not a linked pool to services, not a services pool with addresses in use', async () => {
    const linked = await api('POST', `${P}/secondary/assignment`, {
      body: { assignment: 'system_services' },
    })
    expect(linked.body.message).toBe(
      'IP Pools cannot be both linked to Silos and assigned for system services use.',
    )
    const same = await api('POST', `${P}/secondary/assignment`, { body: { assignment: 'silos' } })
    expect(same.body.message).toBe("IP Pool already has assignment 'silos'")
    const busy = await api('POST', `${P}/oxide-service-pool-v4/assignment`, {
      body: { assignment: 'silos' },
    })
    expect(busy.body.message).toBe('IP addresses from this pool are in use in the linked silo')
    db.serviceIps = []
    const last = await api('POST', `${P}/oxide-service-pool-v4/assignment`, {
      body: { assignment: 'silos' },
    })
    expect(last.body.message).toMatch(/^Cannot reassign the last IP Pool .* before reassigning/)
    await create('spare', { assignment: 'system_services' })
    const moved = await api('POST', `${P}/oxide-service-pool-v4/assignment`, {
      body: { assignment: 'silos' },
    })
    expect(moved.body.assignment).toBe('silos')
  })
})

describe('ranges', () => {
  it('lists by first address, IPv6 in its canonical form', async () => {
    await addRange('ipv6-public', '2001:0DB8:0:3:0:0:0:1', '2001:db8:0:3::20')
    const list = (await api('GET', `${P}/ipv6-public/ranges`)).body
    expect(list.items.map((r: { range: { first: string } }) => r.range.first)).toEqual([
      '2001:db8:0:1::',
      '2001:db8:0:2::10',
      '2001:db8:0:3::1',
    ])
    expect(list.next_page).toEqual(expect.any(String))
    const rest = await api('GET', `${P}/ipv6-public/ranges?page_token=${list.next_page}`)
    expect(rest.body.items).toEqual([])
  })

  it('adds a range: 201, then refuses any overlap with any pool', async () => {
    const added = await addRange('secondary', '203.0.113.70', '203.0.113.80')
    expect(added.status).toBe(201)
    expect(added.body.range).toEqual({ first: '203.0.113.70', last: '203.0.113.80' })
    const overlap = await addRange('default', '203.0.113.75', '203.0.113.90')
    expect(overlap.body.message).toBe(
      'The provided IP range 203.0.113.75-203.0.113.90 overlaps with an existing IP pool range or subnet pool member',
    )
  })

  it('refuses the other family, multicast in a unicast pool and what no IpRange reads', async () => {
    const family = await addRange('default', '2001:db8:9::1', '2001:db8:9::9')
    const id = db.ipPools.find((p) => p.name === 'default')?.id
    expect(family.body.message).toBe(`Cannot add IPv6 address range to IPv4 pool with ID "${id}"`)
    const multicast = await addRange('default', '224.1.0.1', '224.1.0.9')
    expect(multicast.body.message).toBe('Cannot add multicast address range to unicast IP pool')
    const spans = await addRange('default', '223.255.255.250', '224.0.0.5')
    expect(spans.body.message).toBe('IP range cannot span multicast and unicast address spaces')
    for (const [first, last] of [
      ['10.0.0.9', '10.0.0.1'],
      ['10.0.0.1', '2001:db8::1'],
      ['10.0.0.256', '10.0.1.1'],
    ]) {
      const bad = await addRange('default', first as string, last as string)
      expect(bad.body.message).toMatch(
        /^unable to parse JSON body: data did not match any variant of untagged enum IpRange at line 1 column \d+$/,
      )
    }
  })

  it('checks a multicast pool against the reserved blocks and ASM/SSM mixing', async () => {
    await create('mc', { pool_type: 'multicast' })
    expect((await addRange('mc', '10.0.0.1', '10.0.0.2')).body.message).toBe(
      'Cannot add unicast address range to multicast IP pool',
    )
    expect((await addRange('mc', '224.0.0.1', '224.0.0.9')).body.message).toMatch(
      /link-local multicast range \(224\.0\.0\.0\/24\)/,
    )
    expect((await addRange('mc', '224.1.0.1', '224.1.0.9')).status).toBe(201)
    expect((await addRange('mc', '232.1.0.1', '232.1.0.9')).body.message).toBe(
      'Cannot mix SSM and ASM ranges in the same multicast pool',
    )
  })

  it('removes a range exactly as added, not one with addresses allocated', async () => {
    const missing = await removeRange('secondary', '203.0.113.20', '203.0.113.59')
    expect(missing.body.message).toBe('The provided range 203.0.113.20-203.0.113.59 does not exist')
    const busy = await removeRange('default', '198.51.100.10', '198.51.100.200')
    expect(busy.body.message).toBe(
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    )
    expect((await removeRange('secondary', '203.0.113.20', '203.0.113.60')).status).toBe(204)
  })
})

describe('silo links', () => {
  const link = (pool: string, silo: string, isDefault = false) =>
    api('POST', `${P}/${pool}/silos`, { body: { silo, is_default: isDefault } })

  it('links, refuses a second link and a second default of the same kind', async () => {
    const made = await link('secondary', 'partner-labs')
    expect(made.status).toBe(201)
    const pool = db.ipPools.find((p) => p.name === 'secondary')?.id
    const silo = db.silos.find((s) => s.name === 'partner-labs')?.id
    const conflict = `already exists: ip-pool-resource "ip_pool_id: ${pool}, resource_id: ${silo}, resource_type: Silo"`
    expect((await link('secondary', 'partner-labs')).body.message).toBe(conflict)
    await create('other')
    const def = await link('other', 'maple', true)
    expect(def.body.error_code).toBe('ObjectAlreadyExists')
    // a v6 default is another kind: allowed beside the v4 one
    await api('DELETE', `${P}/ipv6-public/silos/maple`)
    expect((await link('ipv6-public', 'maple', true)).status).toBe(201)
    expect((await link('oxide-service-pool-v4', 'maple')).body.message).toBe(
      'IP Pools cannot be both linked to Silos and assigned for system services use.',
    )
    const list = (await api('GET', `${P}/secondary/silos`)).body.items
    expect(list).toHaveLength(2)
  })

  it('makes a pool the default, demoting the silo’s other default of its kind', async () => {
    const made = await api('PUT', `${P}/secondary/silos/maple`, { body: { is_default: true } })
    expect(made.body.is_default).toBe(true)
    const silo = (await api('GET', '/v1/system/silos/maple/ip-pools')).body.items
    const defaults = silo.filter((p: { is_default: boolean }) => p.is_default)
    expect(defaults.map((p: { name: string }) => p.name)).toEqual(['secondary'])
    await api('PUT', `${P}/secondary/silos/maple`, { body: { is_default: false } })
    const none = (await api('GET', '/v1/system/silos/maple/ip-pools')).body.items
    expect(none.some((p: { is_default: boolean }) => p.is_default)).toBe(false)
    const missing = await api('PUT', `${P}/partner-pool/silos/maple`, {
      body: { is_default: true },
    })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toMatch(/^not found: ip-pool-resource with id "ip_pool_id: /)
  })

  it('unlinks, not while the silo holds addresses from the pool', async () => {
    const busy = await api('DELETE', `${P}/default/silos/maple`)
    expect(busy.body.message).toBe('IP addresses from this pool are in use in the linked silo')
    expect((await api('DELETE', `${P}/secondary/silos/maple`)).status).toBe(204)
    expect(names((await api('GET', '/v1/ip-pools')).body)).not.toContain('secondary')
  })

  it('linked as a default, a pool joins the silo’s default gateways; unlinked, it leaves them', async () => {
    await api('POST', '/v1/projects', { body: { name: 'fresh', description: '' } })
    const G = '/v1/internet-gateway-ip-pools?project=fresh&vpc=default&gateway=default'
    await create('v6-extra', { ip_version: 'v6' })
    await api('DELETE', `${P}/ipv6-public/silos/maple`)
    expect((await link('v6-extra', 'maple', true)).status).toBe(201)
    const pools = (await api('GET', G)).body.items
    expect(pools.map((p: { name: string }) => p.name)).toEqual(['default', 'default-v4'])
    expect(pools[0].description).toBe('Default internet gateway ip pool')
    expect((await api('DELETE', `${P}/v6-extra/silos/maple`)).status).toBe(204)
    expect(names((await api('GET', G)).body)).toEqual(['default-v4'])
  })

  it('lists a silo’s pools for fleet viewers only', async () => {
    expect((await api('GET', '/v1/system/silos/maple/ip-pools', { as: 'katherine' })).status).toBe(
      200,
    )
    expect((await api('GET', '/v1/system/silos/maple/ip-pools', { as: 'alan' })).status).toBe(403)
  })
})

describe('utilization', () => {
  it('counts distinct allocated addresses (shared SNAT once) against the ranges', async () => {
    const u = (await api('GET', `${P}/default/utilization`)).body
    const pool = db.ipPools.find((p) => p.name === 'default')?.id
    const held = new Set(
      [...db.floatingIps, ...db.externalIps].filter((x) => x.ip_pool_id === pool).map((x) => x.ip),
    )
    expect(u).toEqual({ capacity: 191, remaining: 191 - held.size })
    const services = (await api('GET', `${P}/oxide-service-pool-v4/utilization`)).body
    expect(services).toEqual({ capacity: 21, remaining: 14 })
  })

  it('converts past 2^53 as the server does (u128 to f64), exact below', async () => {
    const u = (await api('GET', `${P}/ipv6-public/utilization`)).body
    // 2^64 + 240 addresses, which a float cannot hold: the nearest double is 2^64
    expect(u.capacity).toBe(2 ** 64)
    expect(u.remaining).toBe(2 ** 64)
    expect(BigInt(u.capacity)).toBe(18446744073709551616n)
  })
})
