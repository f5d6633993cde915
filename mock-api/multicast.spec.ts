import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db'
import { api, freshDemo, names } from './test-api'

/**
 * Multicast groups as omicron b848b6df85 serves them: nexus/src/app/multicast/mod.rs (scoping,
 * join and leave, the SSM and address-family checks, implicit creation), the handlers in
 * nexus/src/external_api/http_entrypoints.rs (an instance by id drops `project`),
 * nexus/db-queries/src/db/datastore/multicast/ (lists, lookups by address, the attach upsert),
 * nexus/db-model/src/multicast_group.rs (member names and state words), omicron.polar (any
 * signed-in user reads groups).
 */
const G = '/v1/multicast-groups'
const I = (instance: string, rest = '') => `/v1/instances/${instance}/multicast-groups${rest}`
const P = '?project=web-frontend'
type Member = { instance_id: string; state: string; source_ips: string[]; name: string; id: string }
const members = (body: { items: Member[] }) => body.items
const idOf = (name: string) => db.instances.find((i) => i.name === name)?.id ?? ''

beforeEach(freshDemo)

describe('groups', () => {
  it('lists and views by name, id and address, with the members’ sources', async () => {
    expect(names((await api('GET', G)).body)).toEqual(['metrics-bus', 'video-feed'])
    const bus = (await api('GET', `${G}/metrics-bus`)).body
    expect(bus).toMatchObject({ state: 'Active', source_ips: ['198.51.100.7'] })
    // web-3's membership names no source: the group has an any-source member
    expect(bus.has_any_source_member).toBe(true)
    expect((await api('GET', `${G}/${bus.id}`)).body.name).toBe('metrics-bus')
    expect((await api('GET', `${G}/239.1.1.20`)).body.name).toBe('metrics-bus')
  })

  it('answers 404 in the server’s words, an address as a name', async () => {
    const miss = await api('GET', `${G}/239.9.9.9`)
    expect(miss.status).toBe(404)
    expect(miss.body.message).toBe('not found: multicast-group with name "239.9.9.9"')
    expect((await api('GET', `${G}/nope`)).body.message).toBe(
      'not found: multicast-group with name "nope"',
    )
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await api('GET', `${G}/${id}`)).body.message).toBe(
      `not found: multicast-group with id "${id}"`,
    )
    expect((await api('GET', `${G}/Bad_Name`)).status).toBe(400)
  })

  it('is fleet-wide: another silo’s user reads groups and members', async () => {
    expect(names((await api('GET', G, { as: 'ivan' })).body)).toEqual(['metrics-bus', 'video-feed'])
    const list = await api('GET', `${G}/video-feed/members`, { as: 'ivan' })
    expect(list.status).toBe(200)
    expect(members(list.body)).toHaveLength(3)
  })

  it('lists members by id, named member-<id>, paged', async () => {
    const first = (await api('GET', `${G}/video-feed/members?limit=2`)).body
    expect(members(first).map((m) => m.name)).toEqual(members(first).map((m) => `member-${m.id}`))
    expect(first.next_page).toBeTruthy()
    const rest = (await api('GET', `${G}/video-feed/members?page_token=${first.next_page}`)).body
    expect(members(rest)).toHaveLength(1)
    expect((await api('GET', `${G}/video-feed/members?sort_by=name_ascending`)).status).toBe(400)
  })
})

describe('an instance’s groups', () => {
  it('lists them, by name with the project or by id without it', async () => {
    const byName = members((await api('GET', I('web-2', P))).body)
    expect(byName.map((m) => m.state).sort()).toEqual(['Joined', 'Joined'])
    // by id the project is dropped (http_entrypoints.rs), so a wrong one does not matter
    const byId = await api('GET', I(idOf('web-2'), '?project=data-pipeline'))
    expect(byId.status).toBe(200)
    expect(members(byId.body)).toHaveLength(2)
    expect((await api('GET', I('web-2'))).status).toBe(400)
  })

  it('joins an existing group by name, idempotently, in any run state', async () => {
    const join = await api('PUT', I('web-1', `/metrics-bus${P}`), { body: {} })
    expect(join.status).toBe(201)
    expect(join.body).toMatchObject({ instance_id: idOf('web-1'), multicast_ip: '239.1.1.20' })
    const again = await api('PUT', I('web-1', `/metrics-bus${P}`), { body: {} })
    expect(again.body.id).toBe(join.body.id)
    // no run-state rule: a stopped instance's member waits as Joining
    const stopped = await api('PUT', I('etl-scheduler', '/video-feed?project=data-pipeline'), {
      body: {},
    })
    expect(stopped.body.state).toBe('Joining')
  })

  it('checks sources: family, SSM and unicast', async () => {
    const v6 = await api('PUT', I('web-1', `/video-feed${P}`), {
      body: { source_ips: ['fd00::1'] },
    })
    expect(v6.body.message).toBe(
      'source IP fd00::1 does not match multicast group address family (IPv4)',
    )
    const mc = await api('PUT', I('web-1', `/video-feed${P}`), {
      body: { source_ips: ['239.0.0.1'] },
    })
    expect(mc.status).toBe(400)
    expect(mc.body.message).toMatch(/239\.0\.0\.1 is not a unicast address/)
  })

  it('makes a group for a new name only from a multicast pool linked to the silo', async () => {
    const refused = await api('PUT', I('web-1', `/new-feed${P}`), { body: {} })
    expect(refused.body.message).toBe(
      'No ASM multicast pool linked to your silo. Create a multicast pool and link it to your silo, or provide an explicit pool or multicast address.',
    )
    const byIp = await api('PUT', I('web-1', `/239.1.1.99${P}`), { body: {} })
    expect(byIp.body.message).toBe(
      'multicast IP address 239.1.1.99 is not in any configured multicast pool',
    )
    const link = await api('POST', '/v1/system/ip-pools/multicast/silos', {
      body: { silo: 'maple', is_default: true },
    })
    expect(link.status).toBe(201)
    const made = await api('PUT', I('web-1', `/new-feed${P}`), { body: {} })
    expect(made.status).toBe(201)
    expect((await api('GET', `${G}/new-feed`)).body).toMatchObject({
      multicast_ip: '239.1.1.0',
      description: 'Implicitly created for instance attachment',
    })
    const byAddress = await api('PUT', I('web-1', `/239.1.1.99${P}`), { body: {} })
    expect(byAddress.status).toBe(201)
    expect((await api('GET', `${G}/239.1.1.99`)).body.name).toBe('mcast-239-1-1-99')
  })

  it('leaves: 204, again 204, and the last member takes the group with it', async () => {
    expect((await api('DELETE', I('web-2', `/metrics-bus${P}`))).status).toBe(204)
    expect((await api('DELETE', I('web-2', `/metrics-bus${P}`))).status).toBe(204)
    expect((await api('GET', `${G}/metrics-bus`)).status).toBe(200)
    expect((await api('DELETE', I('web-3', `/metrics-bus${P}`))).status).toBe(204)
    expect((await api('GET', `${G}/metrics-bus`)).status).toBe(404)
  })

  it('needs Modify on the instance; a viewer gets 403, another silo 404', async () => {
    const viewer = await api('PUT', I('web-1', `/metrics-bus${P}`), { as: 'barbara', body: {} })
    expect(viewer.status).toBe(403)
    const leave = await api('DELETE', I('web-1', `/video-feed${P}`), { as: 'barbara' })
    expect(leave.status).toBe(403)
    const other = await api('GET', I(idOf('web-1')), { as: 'ivan' })
    expect(other.status).toBe(404)
  })

  it('an instance joins at most 32 groups', async () => {
    const web1 = idOf('web-1')
    const group = db.multicastGroups[0]
    if (!group) throw new Error('no seeded group')
    for (let n = 0; n < 31; n++)
      db.multicastMembers.push({
        ...db.multicastMembers[0],
        id: `x-${n}`,
        instance_id: web1,
      } as never)
    const full = await api('PUT', I('web-1', `/metrics-bus${P}`), { body: {} })
    expect(full.body.message).toBe('An instance may not join more than 32 multicast groups')
  })
})
