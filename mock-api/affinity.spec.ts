import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db'
import { api, freshDemo, names } from './test-api'

const P = 'project=web-frontend'
const memberNames = (body: { items: { value: { name: string } }[] }) =>
  body.items.map((m) => m.value.name)

beforeEach(freshDemo)

describe.each([
  ['affinity-groups', 'affinity-groups', 'cache-near-api', ['api-gateway', 'cache-1']],
  ['anti-affinity-groups', 'anti-affinity-groups', 'web-spread', ['web-1', 'web-2', 'web-3']],
])('%s', (path, instancePath, seeded, seededMembers) => {
  const group = (name: string, rest = '') => `/v1/${path}/${name}${rest}?${P}`
  const member = (g: string, i: string) => group(g, `/members/instance/${i}`)
  const create = (name: string) =>
    api('POST', `/v1/${path}?${P}`, {
      body: { name, description: '', failure_domain: 'sled', policy: 'fail' },
    })

  it('lists, creates, views, updates and deletes groups', async () => {
    expect(names((await api('GET', `/v1/${path}?${P}`)).body)).toContain(seeded)
    expect((await create('fresh')).status).toBe(201)
    expect((await create('fresh')).status).toBe(400)
    const { id } = (await api('GET', group('fresh'))).body
    expect((await api('GET', `/v1/${path}/${id}`)).body.name).toBe('fresh')
    const renamed = await api('PUT', group('fresh'), { body: { name: 'renamed' } })
    expect(renamed.body).toMatchObject({ name: 'renamed', policy: 'fail', failure_domain: 'sled' })
    expect((await api('DELETE', group('renamed'))).status).toBe(204)
    expect((await api('GET', group('renamed'))).status).toBe(404)
    const bad = await api('POST', `/v1/${path}?${P}`, {
      body: { name: 'x', description: '', failure_domain: 'rack', policy: 'fail' },
    })
    expect(bad.status).toBe(400)
  })

  it('lists its members with their run state', async () => {
    const res = await api('GET', group(seeded, '/members'))
    expect(memberNames(res.body)).toEqual(seededMembers)
    expect(res.body.items[0]).toMatchObject({
      type: 'instance',
      value: { run_state: expect.any(String) },
    })
  })

  it('adds instances without an active VMM, each once', async () => {
    await create('g')
    const running = await api('POST', member('g', 'web-1'))
    expect(running.status).toBe(400)
    expect(running.body.message).toMatch(
      /^Instance cannot be added to (anti-)?affinity group with reservation$/,
    )
    const added = await api('POST', member('g', 'web-3'))
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      type: 'instance',
      value: { name: 'web-3', run_state: 'stopped' },
    })
    expect((await api('POST', member('g', 'web-3'))).status).toBe(400)
    expect((await api('GET', member('g', 'web-3'))).body.value.name).toBe('web-3')
    const groups = await api('GET', `/v1/instances/web-3/${instancePath}?${P}`)
    expect(names(groups.body)).toContain('g')
  })

  it('refuses an instance id sent with ?project= (the instance lookup, app/instance.rs)', async () => {
    await create('g')
    const etl = (await api('GET', '/v1/instances/etl-scheduler?project=data-pipeline')).body.id
    const res = await api('POST', member('g', etl))
    expect(res.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'when providing instance as an ID project should not be specified',
    })
  })

  it('removes members in any state; a non-member is a 404', async () => {
    const first = seededMembers[0] ?? ''
    expect((await api('DELETE', member(seeded, first))).status).toBe(204)
    expect(memberNames((await api('GET', group(seeded, '/members'))).body)).not.toContain(first)
    expect((await api('DELETE', member(seeded, first))).status).toBe(404)
    expect((await api('GET', member(seeded, first))).status).toBe(404)
  })

  it('a deleted group leaves its instances', async () => {
    const first = seededMembers[0] ?? ''
    await api('DELETE', group(seeded))
    const groups = await api('GET', `/v1/instances/${first}/${instancePath}?${P}`)
    expect(names(groups.body)).not.toContain(seeded)
  })
})

/**
 * `anti_affinity_groups` of an instance create: nexus/src/app/instance.rs
 * `normalize_anti_affinity_groups`, ds/affinity.rs `anti_affinity_groups_batch_lookup` (in the
 * project, names before ids) and `anti_affinity_group_member_instance_add`, which the create
 * saga runs for each group (sagas/instance_create.rs `sic_add_to_anti_affinity_group`).
 */
describe('anti-affinity groups named in an instance create', () => {
  const instance = (name: string, groups: string[]) =>
    api('POST', `/v1/instances?${P}`, {
      body: {
        name,
        description: '',
        hostname: name,
        ncpus: 1,
        memory: 2 ** 30,
        start: false,
        anti_affinity_groups: groups,
      },
    })
  const makeGroup = (name: string, project = 'web-frontend') =>
    api('POST', `/v1/anti-affinity-groups?project=${project}`, {
      body: { name, description: '', failure_domain: 'sled', policy: 'allow' },
    })

  it('looks the groups up in the project: names first, then ids, the first missing a 404', async () => {
    const other = (await makeGroup('elsewhere', 'data-pipeline')).body.id
    const byId = await instance('a', ['web-spread', other])
    expect(byId).toMatchObject({
      status: 404,
      body: {
        error_code: 'ObjectNotFound',
        message: `not found: anti-affinity-group with id "${other}"`,
      },
    })
    // a missing name is reported before an id that comes first
    const byName = await instance('a', [other, 'nope'])
    expect(byName.body.message).toBe('not found: anti-affinity-group with name "nope"')
    expect((await api('GET', `/v1/instances/a?${P}`)).status).toBe(404)
  })

  it('reads a group given twice (by name and id) as one membership', async () => {
    const { id } = (await api('GET', `/v1/anti-affinity-groups/web-spread?${P}`)).body
    expect((await instance('twice', ['web-spread', id])).status).toBe(201)
    const groups = await api('GET', `/v1/instances/twice/anti-affinity-groups?${P}`)
    expect(names(groups.body)).toEqual(['web-spread'])
  })

  it('refuses a full group and a 17th group in the member add’s words', async () => {
    const { id } = (await api('GET', `/v1/anti-affinity-groups/web-spread?${P}`)).body
    const seeded = db.antiAffinityMembers.filter((m) => m.group_id === id).length
    for (let i = seeded; i < 32; i++)
      db.antiAffinityMembers.push({ group_id: id, instance_id: crypto.randomUUID() })
    const full = await instance('full', ['web-spread'])
    expect(full).toMatchObject({
      status: 400,
      body: {
        error_code: 'InvalidRequest',
        message: 'Anti-affinity group already has maximum allowed members (32)',
      },
    })
    const many = []
    for (let i = 0; i < 17; i++) {
      await makeGroup(`g${i}`)
      many.push(`g${i}`)
    }
    const res = await instance('many', many)
    expect(res.body.message).toBe(
      'Instance already belongs to maximum allowed anti-affinity groups (16)',
    )
    expect((await instance('sixteen', many.slice(0, 16))).status).toBe(201)
  })

  it('refuses a selector that is neither a name nor an id as serde does', async () => {
    const res = await instance('bad', ['Web_Spread'])
    expect(res.body.message).toMatch(
      /^unable to parse JSON body: anti_affinity_groups\[0\]: data did not match any variant of untagged enum NameOrId at line 1 column \d+$/,
    )
  })
})
