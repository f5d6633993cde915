import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { validateName } from '../src/util/names'
import { configureMock, DEFAULT_CONFIG } from './config'
import { HOSTILE, hostileProjects, mallory } from './data/hostile'
import { db, resetDb } from './db'
import { api as call } from './test-api'

/**
 * The mock's integrity under pressure: requests that overlap in time, the rules that keep the
 * data consistent, chaos that can be replayed, and text that comes back exactly as it went in.
 */
/** The shared caller, with the body and the session as arguments. */
const api = (method: string, path: string, body?: unknown, session?: string) =>
  call(method, path, { body, cookie: session })

const names = () => db.projects.map((p) => p.name)

beforeEach(() => {
  configureMock({ ...DEFAULT_CONFIG, delay: 0 })
  resetDb()
})

afterEach(() => {
  configureMock({ ...DEFAULT_CONFIG, delay: 0, chaosSeed: undefined })
  resetDb()
})

describe('concurrent mutations', () => {
  // the spec's 200-400 ms delay, so the requests are all in flight at once
  beforeEach(() => configureMock({ delay: DEFAULT_CONFIG.delay }))

  it('two creates of one name: exactly one wins, the other gets 400', async () => {
    const body = { name: 'race', description: 'first or second' }
    const results = await Promise.all([
      api('POST', '/v1/projects', body),
      api('POST', '/v1/projects', body),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
    expect(results.find((r) => r.status === 400)?.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project "race"',
    })
    expect(names().filter((n) => n === 'race')).toHaveLength(1)
  })

  it('eight creates of one name and eight of distinct names at once', async () => {
    const same = Array.from({ length: 8 }, (_, i) =>
      api('POST', '/v1/projects', { name: 'crowd', description: `try ${i}` }),
    )
    const distinct = Array.from({ length: 8 }, (_, i) =>
      api('POST', '/v1/projects', { name: `solo-${i}`, description: '' }),
    )
    const [a, b] = await Promise.all([Promise.all(same), Promise.all(distinct)])
    expect(a.filter((r) => r.status === 201)).toHaveLength(1)
    expect(a.filter((r) => r.status === 400)).toHaveLength(7)
    expect(b.every((r) => r.status === 201)).toBe(true)
    expect(names().filter((n) => n === 'crowd')).toHaveLength(1)
    expect(new Set(names()).size).toBe(names().length)
  })

  it('two renames to one name: exactly one wins', async () => {
    const results = await Promise.all([
      api('PUT', '/v1/projects/sandbox', { name: 'renamed' }),
      api('PUT', '/v1/projects/staging', { name: 'renamed' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    expect(names().filter((n) => n === 'renamed')).toHaveLength(1)
    // the loser kept its old name
    expect(names().filter((n) => n === 'sandbox' || n === 'staging')).toHaveLength(1)
  })

  it('two disk creates of one name in a project: exactly one wins', async () => {
    const body = {
      name: 'twin',
      description: '',
      size: 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    }
    const path = '/v1/disks?project=web-frontend'
    const results = await Promise.all([api('POST', path, body), api('POST', path, body)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
    expect(db.disks.filter((d) => d.name === 'twin')).toHaveLength(1)
  })

  it('a create racing a rename to the same name: exactly one wins', async () => {
    const results = await Promise.all([
      api('POST', '/v1/projects', { name: 'contested', description: '' }),
      api('PUT', '/v1/projects/sandbox', { name: 'contested' }),
    ])
    expect(results.filter((r) => r.status === 400)).toHaveLength(1)
    expect(names().filter((n) => n === 'contested')).toHaveLength(1)
  })

  it('a delete racing an update: the update either lands first or finds nothing', async () => {
    const [del, update] = await Promise.all([
      api('DELETE', '/v1/projects/sandbox'),
      api('PUT', '/v1/projects/sandbox', { description: 'too late?' }),
    ])
    expect(del.status).toBe(204)
    expect([200, 404]).toContain(update.status)
    expect(names()).not.toContain('sandbox')
  })
})

describe('project deletion', () => {
  it('refuses to delete a project that still holds resources, as the real API does', async () => {
    // web-frontend holds the seeded instances, disks and its default VPC
    const refused = await api('DELETE', '/v1/projects/web-frontend')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^project to be deleted contains /)
    expect(names()).toContain('web-frontend')
  })

  it('deletes an empty project', async () => {
    expect((await api('DELETE', '/v1/projects/sandbox')).status).toBe(204)
  })
})

describe('chaos', () => {
  const statuses = async (seed: number, n: number) => {
    configureMock({ chaos: 0.5, chaosSeed: seed })
    const seen: number[] = []
    for (let i = 0; i < n; i++) seen.push((await api('GET', '/v1/projects?limit=1')).status)
    return seen
  }

  it('replays the same failures for the same seed', async () => {
    const first = await statuses(7, 40)
    expect(await statuses(7, 40)).toEqual(first)
    expect(await statuses(8, 40)).not.toEqual(first)
    // roughly half fail, and every kind of failure turns up
    expect(first.filter((s) => s !== 200).length).toBeGreaterThan(8)
    expect(new Set(first)).toEqual(new Set([200, 401, 403, 404, 500]))
  })

  it('fails each call the same way whatever order concurrent calls arrive in', async () => {
    const calls = ['/v1/me', '/v1/me/groups', '/v1/projects?limit=50', '/v1/projects/web-frontend']
    const run = async (order: string[]) => {
      configureMock({ chaos: 0.5, chaosSeed: 11 })
      const seen = new Map<string, number[]>(order.map((path) => [path, []]))
      for (let round = 0; round < 3; round++)
        for (const path of order) seen.get(path)?.push((await api('GET', path)).status)
      return Object.fromEntries([...seen].sort(([a], [b]) => a.localeCompare(b)))
    }
    const forward = await run(calls)
    expect(await run([...calls].reverse())).toEqual(forward)
    // and the seed decides: some call fails in these twelve
    expect(
      Object.values(forward)
        .flat()
        .some((s) => s !== 200),
    ).toBe(true)
  })

  it('marks what it injects, and only that', async () => {
    configureMock({ chaos: 1, chaosStatuses: [404], chaosSeed: 3 })
    const injected = await api('GET', '/v1/projects/web-frontend')
    expect(injected.status).toBe(404)
    expect(injected.headers.get('x-mock-chaos')).toBe('injected')
    configureMock({ chaos: 0 })
    const real = await api('GET', '/v1/projects/no-such-project')
    expect(real.status).toBe(404)
    expect(real.headers.get('x-mock-chaos')).toBeNull()
  })

  it('never fails the local login call', async () => {
    configureMock({ chaos: 1, chaosSeed: 1 })
    for (let i = 0; i < 10; i++) {
      const login = await api('POST', '/v1/login/maple/local', {
        username: 'grace',
        password: 'grace-pass',
      })
      expect(login.status).toBe(204)
    }
  })
})

describe('names: the mock refuses exactly what the form refuses', () => {
  const nameish = fc.oneof(
    fc.stringMatching(/^[a-z][a-z0-9-]{0,70}$/),
    fc.string({ unit: fc.constantFrom(...'aZ0-_. é<>'), maxLength: 70 }),
    fc.uuid(),
  )

  it('for any name', async () => {
    await fc.assert(
      fc.asyncProperty(nameish, async (name) => {
        const created = await api('POST', '/v1/projects', { name, description: '' })
        const clientOk = validateName(name) === undefined
        if (clientOk) expect([201, 400], name).toContain(created.status)
        else expect(created.status, name).toBe(400)
      }),
      { numRuns: 300 },
    )
    // 300 requests, like the round trip below: seconds on a loaded 2-core machine
  }, 30_000)
})

describe('text round trips', () => {
  it('any description comes back exactly as it was sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...Object.values(HOSTILE)), fc.string({ unit: 'binary' })),
        async (description) => {
          const updated = await api('PUT', '/v1/projects/sandbox', { description })
          expect(updated.status).toBe(200)
          expect(updated.body.description).toBe(description)
          const read = await api('GET', '/v1/projects/sandbox')
          expect(read.body.description).toBe(description)
        },
      ),
      { numRuns: 150 },
    )
    // 300 requests: seconds on a loaded 2-core machine
  }, 30_000)

  it('the hostile seed serves its payloads unchanged, and Mallory can sign in', async () => {
    configureMock({ seed: 'hostile' })
    resetDb()
    const list = await api('GET', '/v1/projects?limit=100')
    for (const project of hostileProjects)
      expect(list.body.items).toContainEqual(
        expect.objectContaining({ name: project.name, description: project.description }),
      )
    const login = await api('POST', '/v1/login/maple/local', {
      username: 'mallory',
      password: 'mallory-pass',
    })
    expect(login.status).toBe(204)
    const me = await api('GET', '/v1/me', undefined, mallory.id)
    expect(me.body.display_name).toBe(mallory.display_name)
    const groups = await api('GET', '/v1/me/groups', undefined, mallory.id)
    expect(groups.body.items.map((g: { display_name: string }) => g.display_name)).toContain(
      HOSTILE.script,
    )
    // her group's role lets her work in the silo
    expect((await api('GET', '/v1/projects', undefined, mallory.id)).status).toBe(200)
  })

  it('the default seed has none of it', () => {
    expect(names()).not.toContain('xss-script')
    expect(db.users.map((u) => u.id)).not.toContain(mallory.id)
  })
})
