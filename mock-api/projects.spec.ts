import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, users } from './test-api'

/** The mock's rules, exercised through its HTTP surface exactly as the console calls it. */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

describe('projects', () => {
  it('pages with limit, page_token and next_page', async () => {
    const first = await api('GET', '/v1/projects?limit=5')
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(5)
    expect(first.body.next_page).toEqual(expect.any(String))
    const names: string[] = first.body.items.map((p: { name: string }) => p.name)
    let token = first.body.next_page
    while (token) {
      const next = await api('GET', `/v1/projects?limit=5&page_token=${token}`)
      names.push(...next.body.items.map((p: { name: string }) => p.name))
      token = next.body.next_page
    }
    expect(names).toHaveLength(12)
    expect(names).toEqual([...names].sort())
    expect(new Set(names).size).toBe(12)
  })

  it('creates, looks up by name and id, updates and deletes', async () => {
    const created = await api('POST', '/v1/projects', {
      body: { name: 'payments', description: 'cards' },
    })
    expect(created.status).toBe(201)
    const { id } = created.body
    expect((await api('GET', `/v1/projects/${id}`)).body.name).toBe('payments')
    const updated = await api('PUT', '/v1/projects/payments', {
      body: { description: 'cards and more' },
    })
    expect(updated.body).toMatchObject({ name: 'payments', description: 'cards and more' })
    // a new project holds its default VPC; the real API deletes only empty projects
    await api('DELETE', '/v1/vpc-subnets/default?project=payments&vpc=default')
    await api('DELETE', '/v1/vpcs/default?project=payments')
    expect((await api('DELETE', '/v1/projects/payments')).status).toBe(204)
    const gone = await api('GET', '/v1/projects/payments')
    expect(gone.status).toBe(404)
    expect(gone.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: project with name "payments"',
    })
  })

  it('refuses a duplicate name with 400 ObjectAlreadyExists', async () => {
    const dup = await api('POST', '/v1/projects', {
      body: { name: 'web-frontend', description: '' },
    })
    expect(dup.status).toBe(400)
    expect(dup.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project "web-frontend"',
    })
    expect(dup.body.request_id).toEqual(expect.any(String))
  })

  it('names every answer in x-request-id, as the API does; an error the same as its body', async () => {
    const id = /^[0-9a-f-]{36}$/
    const list = await api('GET', '/v1/projects?limit=5')
    expect(list.headers.get('x-request-id')).toMatch(id)
    const created = await api('POST', '/v1/projects', { body: { name: 'rid', description: '' } })
    expect(created.headers.get('x-request-id')).toMatch(id)
    const dup = await api('POST', '/v1/projects', {
      body: { name: 'web-frontend', description: '' },
    })
    expect(dup.headers.get('x-request-id')).toBe(dup.body.request_id)
  })

  it('answers invalid bodies with 400 as the real API words it', async () => {
    const bad = await api('POST', '/v1/projects', { body: { name: 'Web', description: '' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(
      /^unable to parse JSON body: name must begin with an ASCII lowercase character/,
    )
    const missing = await api('POST', '/v1/projects', { body: { name: 'ok' } })
    expect(missing.body.message).toMatch(/missing field `description`/)
  })

  it('applies roles: viewers read, collaborators write, the role-less are forbidden', async () => {
    expect((await api('GET', '/v1/projects', { as: 'katherine' })).status).toBe(200)
    const denied = await api('DELETE', '/v1/projects/sandbox', { as: 'katherine' })
    expect(denied.status).toBe(403)
    expect(denied.body.error_code).toBe('Forbidden')
    expect((await api('GET', '/v1/projects', { as: 'edsger' })).status).toBe(403)
    // a user with project roles only may not list the silo's projects (row R1)
    expect((await api('GET', '/v1/projects', { as: 'barbara' })).status).toBe(403)
  })

  it('a policy holds at most 64 assignments', async () => {
    const one = { identity_id: users.barbara, identity_type: 'silo_user', role_name: 'viewer' }
    const many = await api('PUT', '/v1/projects/web-frontend/policy', {
      body: { role_assignments: Array.from({ length: 65 }, () => one) },
    })
    expect(many.status).toBe(400)
    expect(many.body.message).toMatch(
      /^unable to parse JSON body: role_assignments: invalid length 65, expected a list of at most 64 role assignments at line 1 column \d+$/,
    )
  })
})

describe('session', () => {
  it('acts as the default user without a cookie, and as nobody after sign-out', async () => {
    const me = await api('GET', '/v1/me')
    expect(me.body).toMatchObject({
      display_name: 'Grace Hopper',
      silo_name: 'maple',
      silo_admin: true,
      fleet_viewer: true,
    })
    const out = await api('POST', '/v1/logout')
    expect(out.headers.get('set-cookie')).toMatch(/^session=signed-out/)
    expect((await api('GET', '/v1/me', { cookie: 'signed-out' })).status).toBe(401)
  })

  it('signs in local users with their password', async () => {
    const ok = await api('POST', '/v1/login/maple/local', {
      body: { username: 'edsger', password: 'edsger-pass' },
    })
    expect(ok.status).toBe(204)
    expect(ok.headers.get('set-cookie')).toMatch(
      new RegExp(`^session=${users.edsger}\\.[0-9a-f]{40};`),
    )
    const bad = await api('POST', '/v1/login/maple/local', {
      body: { username: 'edsger', password: 'nope' },
    })
    expect(bad.status).toBe(401)
    const groups = await api('GET', '/v1/me/groups', { as: 'edsger' })
    expect(groups.body.items).toEqual([])
  })

  it('knows fleet viewers', async () => {
    expect((await api('GET', '/v1/me', { as: 'katherine' })).body.fleet_viewer).toBe(true)
    expect((await api('GET', '/v1/me', { as: 'barbara' })).body.fleet_viewer).toBe(false)
  })
})

describe('routes', () => {
  it('answers unknown API paths with the bare 404 of the real API', async () => {
    const res = await api('GET', '/v1/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ request_id: expect.any(String), message: 'Not Found' })
  })

  it('injects failures in chaos mode', async () => {
    configureMock({ chaos: 1, chaosStatuses: [500] })
    expect((await api('GET', '/v1/projects')).status).toBe(500)
    configureMock({ chaos: 0 })
  })
})

describe('silos', () => {
  const asIvan = (method: string, path: string, body?: unknown) =>
    api(method, path, { body, as: 'ivan' })

  it("keeps each silo's projects to itself", async () => {
    expect((await asIvan('GET', '/v1/projects')).body.items).toEqual([])
    expect((await asIvan('GET', '/v1/projects/web-frontend')).status).toBe(404)
    const created = await asIvan('POST', '/v1/projects', { name: 'partner-poc', description: '' })
    expect(created.status).toBe(201)
    expect(
      (await asIvan('GET', '/v1/projects')).body.items.map((p: { name: string }) => p.name),
    ).toEqual(['partner-poc'])
    // Grace, in the other silo, does not see it
    const grace = await api('GET', '/v1/projects?limit=100')
    expect(grace.body.items.map((p: { name: string }) => p.name)).not.toContain('partner-poc')
    expect((await api('GET', '/v1/projects/partner-poc')).status).toBe(404)
  })
})
