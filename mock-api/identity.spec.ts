import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, users } from './test-api'

/** Who may read and change which policy, and the silo's users and groups (omicron.polar). */
const developers = 'c7e1d2a3-1111-4e0f-9a55-000000000002'
const names = (body: { items: { display_name: string }[] }) => body.items.map((i) => i.display_name)

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

describe('users, groups and the silo policy', () => {
  it('any user of the silo may read them, even with no role at all', async () => {
    for (const path of ['/v1/users', '/v1/groups', '/v1/policy', `/v1/groups/${developers}`]) {
      expect([path, (await api('GET', path, { as: 'edsger' })).status]).toEqual([path, 200])
    }
    expect((await api('GET', `/v1/users/${users.alan}`, { as: 'edsger' })).status).toBe(200)
  })

  it('a group’s members, and a 404 for a group the silo does not have', async () => {
    const members = await api('GET', `/v1/users?group=${developers}`, { as: 'edsger' })
    expect(names(members.body)).toEqual(['Alan Turing', 'Margaret Hamilton'])
    const unknown = await api('GET', '/v1/users?group=0b6f6c2e-0000-4000-8000-00000000dead')
    expect(unknown.status).toBe(404)
    // another silo's group is unknown here too
    expect((await api('GET', `/v1/users?group=${developers}`, { as: 'ivan' })).status).toBe(404)
  })

  it('another silo’s users and groups are not listed', async () => {
    expect(names((await api('GET', '/v1/users', { as: 'ivan' })).body)).toEqual(['Ivan Sutherland'])
    expect((await api('GET', '/v1/groups', { as: 'ivan' })).body.items).toEqual([])
  })

  it('only a silo admin may change the silo policy', async () => {
    const body = { role_assignments: [] }
    expect((await api('PUT', '/v1/policy', { body, as: 'alan' })).status).toBe(403)
    expect((await api('PUT', '/v1/policy', { body, as: 'katherine' })).status).toBe(403)
  })
})

describe('project policies', () => {
  const path = '/v1/projects/web-frontend/policy'
  const body = { role_assignments: [] }

  it('a project viewer may read the policy but not change it', async () => {
    expect((await api('GET', path, { as: 'barbara' })).status).toBe(200)
    expect((await api('PUT', path, { body, as: 'barbara' })).status).toBe(403)
  })

  it('a silo collaborator is admin of every project and may change its policy', async () => {
    expect((await api('PUT', path, { body, as: 'alan' })).status).toBe(200)
  })

  it('a silo viewer may read but not change it; no role reads nothing', async () => {
    expect((await api('GET', '/v1/projects/billing/policy', { as: 'katherine' })).status).toBe(200)
    expect(
      (await api('PUT', '/v1/projects/billing/policy', { body, as: 'katherine' })).status,
    ).toBe(403)
    // what the caller may not read is not found (row R4)
    expect((await api('GET', '/v1/projects/billing/policy', { as: 'edsger' })).status).toBe(404)
  })
})
