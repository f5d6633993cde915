import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, names } from './test-api'

/** Subnet pools and external subnets, as nexus/src/app/subnet_pool.rs and ds/external_subnet.rs answer. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const P = '/v1/system/subnet-pools'
const POOL = 'customer-blocks'
const S = '/v1/external-subnets'
const Q = '?project=web-frontend'
const message = async (res: Promise<{ body: { message: string } }>) => (await res).body.message

describe('subnet pools (system)', () => {
  it('lists to fleet viewers, pages, and refuses a silo user without a fleet role', async () => {
    expect(names((await api('GET', P, { as: 'katherine' })).body)).toEqual([POOL])
    expect((await api('GET', P, { as: 'alan' })).status).toBe(403)
    await api('POST', P, { body: { name: 'v6-blocks', description: '', ip_version: 'v6' } })
    const first = await api('GET', `${P}?limit=1`)
    expect(names(first.body)).toEqual([POOL])
    const next = await api('GET', `${P}?limit=1&page_token=${first.body.next_page}`)
    expect(names(next.body)).toEqual(['v6-blocks'])
  })

  it('creates, renames, refuses a taken name, a viewer and an unknown pool', async () => {
    const made = await api('POST', P, {
      body: { name: 'more', description: 'x', ip_version: 'v4' },
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: 'more', ip_version: 'v4' })
    const again = api('POST', P, { body: { name: 'more', description: '', ip_version: 'v4' } })
    expect(await message(again)).toBe('already exists: subnet-pool "more"')
    const renamed = await api('PUT', `${P}/more`, { body: { name: POOL } })
    expect(renamed.body.message).toBe(`already exists: subnet-pool "${POOL}"`)
    const denied = await api('POST', P, {
      as: 'katherine',
      body: { name: 'nope', description: '', ip_version: 'v4' },
    })
    expect(denied.status).toBe(403)
    expect(await message(api('GET', `${P}/nope`))).toBe('not found: subnet-pool with name "nope"')
  })

  it('adds members of its version, apart from every member and IP pool range', async () => {
    const add = (body: object) => api('POST', `${P}/${POOL}/members/add`, { body })
    const ok = await add({ subnet: '198.19.0.0/24' })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({
      subnet: '198.19.0.0/24',
      min_prefix_length: 24,
      max_prefix_length: 32,
    })
    expect(await message(add({ subnet: '198.18.4.0/24' }))).toBe(
      'The IP subnet 198.18.4.0/24 overlaps with an existing subnet pool member or IP pool range',
    )
    // the default pool's range 198.51.100.10-200
    expect((await add({ subnet: '198.51.100.0/24' })).status).toBe(400)
    expect(await message(add({ subnet: 'fd00::/64' }))).toBe(
      'Cannot add IPv6 members to IPv4 subnet pool',
    )
    expect(await message(add({ subnet: '10.0.0.5/24' }))).toBe(
      'IP subnet must be a network address, with a host ID of zero.',
    )
    expect(await message(add({ subnet: '10.0.0.0/24', min_prefix_length: 16 }))).toBe(
      'Min and max prefix length must be no less than the IP subnet prefix length (/24)',
    )
    expect(
      await message(add({ subnet: '10.0.0.0/24', min_prefix_length: 28, max_prefix_length: 26 })),
    ).toBe('The minimum prefix length must be no greater than the maximum')
    const listed = await api('GET', `${P}/${POOL}/members`)
    expect(listed.body.items.map((m: { subnet: string }) => m.subnet)).toEqual([
      '198.18.0.0/16',
      '198.19.0.0/24',
    ])
  })

  it('keeps a member with subnets, and a pool with members', async () => {
    const remove = (subnet: string) =>
      api('POST', `${P}/${POOL}/members/remove`, { body: { subnet } })
    expect(await message(remove('198.18.0.0/16'))).toBe(
      'Cannot delete external subnet pool member while it contains external subnets. Please delete all external subnets first.',
    )
    expect(await message(remove('198.20.0.0/16'))).toBe(
      'A provided subnet pool member with subnet 198.20.0.0/16 does not exist',
    )
    expect(await message(api('DELETE', `${P}/${POOL}`))).toBe(
      'Cannot delete external subnet pool while it contains members. Please delete all external subnet pool members first.',
    )
    await api('POST', `${S}/web-egress/detach${Q}`)
    expect((await api('DELETE', `${S}/web-egress${Q}`)).status).toBe(204)
    expect((await api('DELETE', `${S}/spare-block${Q}`)).status).toBe(204)
    expect((await remove('198.18.0.0/16')).status).toBe(204)
    expect((await api('DELETE', `${P}/${POOL}`)).status).toBe(204)
    expect((await api('GET', '/v1/subnet-pools')).body.items).toEqual([])
  })

  it('links silos: one default per IP version, make default demotes, unlink guards its subnets', async () => {
    await api('POST', P, { body: { name: 'second', description: '', ip_version: 'v4' } })
    const link = (is_default: boolean) =>
      api('POST', `${P}/second/silos`, { body: { silo: 'maple', is_default } })
    expect(await message(link(true))).toMatch(/^Silo already has a default subnet pool/)
    const linked = await link(false)
    expect(linked.status).toBe(201)
    expect(await message(link(false))).toMatch(
      /^already exists: subnet-pool-silo-link "subnet_pool_id: .*, silo_id: .*"$/,
    )
    const made = await api('PUT', `${P}/second/silos/maple`, { body: { is_default: true } })
    expect(made.body.is_default).toBe(true)
    const silos = await api('GET', `${P}/${POOL}/silos`)
    expect(silos.body.items).toMatchObject([{ is_default: false }])
    expect(await message(api('DELETE', `${P}/${POOL}/silos/maple`))).toMatch(
      /^Cannot unlink subnet pool from silo while there are external subnets/,
    )
    const missing = await api('PUT', `${P}/second/silos/partner-labs`, {
      body: { is_default: true },
    })
    expect(missing.body.message).toMatch(/^not found: subnet-pool-silo-link with id "/)
    expect((await api('DELETE', `${P}/second/silos/maple`)).status).toBe(204)
  })

  it('counts capacity and what subnets hold', async () => {
    const use = await api('GET', `${P}/${POOL}/utilization`)
    expect(use.body).toEqual({ capacity: 65536, remaining: 65536 - 256 - 4096 })
    const silo = await api('GET', '/v1/system/silos/maple/subnet-pools')
    expect(silo.body.items).toMatchObject([{ name: POOL, is_default: true }])
  })
})

describe('subnet pools (silo)', () => {
  it('shows the silo its linked pools, to silo viewers only, and hides the others', async () => {
    expect((await api('GET', '/v1/subnet-pools', { as: 'alan' })).body.items).toMatchObject([
      { name: POOL, is_default: true },
    ])
    expect((await api('GET', `/v1/subnet-pools/${POOL}`)).body.name).toBe(POOL)
    expect((await api('GET', '/v1/subnet-pools', { as: 'ivan' })).body.items).toEqual([])
    const hidden = await api('GET', `/v1/subnet-pools/${POOL}`, { as: 'ivan' })
    expect(hidden.body.message).toBe(`not found: subnet-pool with name "${POOL}"`)
    expect((await api('GET', '/v1/subnet-pools', { as: 'edsger' })).status).toBe(403)
  })
})

describe('external subnets', () => {
  const create = (allocator: object, name = 'new-block') =>
    api('POST', `${S}${Q}`, { body: { name, description: '', allocator } })

  it('lists, views by name and id, and keeps the selector rules', async () => {
    const list = await api('GET', `${S}${Q}`)
    expect(names(list.body)).toEqual(['spare-block', 'web-egress'])
    const id = list.body.items[0].id
    expect((await api('GET', `${S}/${id}`)).body.name).toBe('spare-block')
    expect(await message(api('GET', `${S}/${id}${Q}`))).toBe(
      'when providing external subnet as an ID project should not be specified',
    )
    expect(await message(api('GET', `${S}/spare-block`))).toBe(
      'external subnet should either be a UUID or project should be specified',
    )
    expect(await message(api('GET', `${S}/nope${Q}`))).toBe(
      'not found: external-subnet with name "nope"',
    )
    expect((await api('GET', `${S}${Q}`, { as: 'ivan' })).status).toBe(404)
  })

  it('takes the first free aligned block from the default pool, or one asked for', async () => {
    const auto = await create({ type: 'auto', prefix_length: 24 })
    expect(auto.status).toBe(201)
    expect(auto.body.subnet).toBe('198.18.1.0/24')
    const explicit = await create({ type: 'explicit', subnet: '198.18.2.0/24' }, 'mine')
    expect(explicit.body.subnet).toBe('198.18.2.0/24')
    expect(await message(create({ type: 'explicit', subnet: '198.18.2.0/29' }, 'x'))).toBe(
      'The requested IP subnet is not contained in any subnet pool available in the current silo.',
    )
    expect(await message(create({ type: 'explicit', subnet: '198.18.2.0/26' }, 'x'))).toBe(
      'The requested IP subnet overlaps with an existing external subnet',
    )
    expect(await message(create({ type: 'auto', prefix_length: 16 }, 'x'))).toBe(
      'Could not allocate a /16 subnet from the default subnet pool for the current silo',
    )
    const byPool = { type: 'explicit', pool: 'nope' }
    expect(await message(create({ type: 'auto', prefix_length: 24, pool_selector: byPool }))).toBe(
      'not found: subnet-pool with name "nope"',
    )
    expect(await message(create({ type: 'auto', prefix_length: 24 }))).toBe(
      'already exists: external-subnet "new-block"',
    )
    const viewer = await api('POST', `${S}${Q}`, {
      as: 'edsger',
      body: { name: 'z', description: '', allocator: { type: 'auto', prefix_length: 24 } },
    })
    expect(viewer.status).toBe(404)
  })

  it('attaches to a running instance of its project, once, and detaches', async () => {
    const attach = (subnet: string, instance: string) =>
      api('POST', `${S}/${subnet}/attach${Q}`, { body: { instance } })
    const done = await attach('spare-block', 'web-1')
    expect(done.status).toBe(202)
    const list = await api('GET', `/v1/instances/web-1/external-subnets${Q}`)
    expect(names(list.body).sort()).toEqual(['spare-block', 'web-egress'])
    expect((await attach('spare-block', 'web-1')).status).toBe(202)
    expect(await message(attach('spare-block', 'web-2'))).toBe(
      'External subnets cannot be attached to one instance while still attached to another',
    )
    expect(await message(api('DELETE', `${S}/spare-block${Q}`))).toBe(
      'Cannot delete external subnet while it is attached to an instance. Detach it and try again.',
    )
    const detached = await api('POST', `${S}/spare-block/detach${Q}`)
    expect(detached.status).toBe(202)
    expect(detached.body.instance_id).toBeNull()
    expect(await message(api('POST', `${S}/spare-block/detach${Q}`))).toBe(
      'External subnet is not attached to an instance',
    )
  })

  it('follows the instance state rules', async () => {
    const attach = (instance: string) =>
      api('POST', `${S}/spare-block/attach${Q}`, { body: { instance } })
    expect(await message(attach('queue-worker'))).toBe(
      'Cannot attach subnet to instance in failed state',
    )
    expect(await message(attach('cache-1'))).toBe(
      'Cannot attach subnet to instance in creating state',
    )
    // a VMM between states: the server's 503, to retry
    for (const between of ['web-canary', 'batch-runner', 'db-replica'])
      expect((await attach(between)).status, between).toBe(503)
    expect((await attach('api-gateway')).status).toBe(202)
    const detach = await api('POST', `${S}/web-egress/detach${Q}`, { as: 'edsger' })
    expect(detach.status).toBe(404)
  })

  it('renames and refuses a taken name', async () => {
    const res = await api('PUT', `${S}/spare-block${Q}`, { body: { name: 'web-egress' } })
    expect(res.body.message).toBe('already exists: external-subnet "web-egress"')
    const ok = await api('PUT', `${S}/spare-block${Q}`, { body: { description: 'later' } })
    expect(ok.body).toMatchObject({ name: 'spare-block', description: 'later' })
  })
})
