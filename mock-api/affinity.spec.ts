import { beforeEach, describe, expect, it } from 'vitest'
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
