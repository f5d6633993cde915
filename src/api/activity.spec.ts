import type { CurrentUser } from '@oxide/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ACTIVITY_KEY_PREFIX,
  ACTIVITY_LIMIT,
  type ActivityEntry,
  activityLog,
  createActivityLog,
  describeTarget,
  isChange,
  record,
} from './activity'
import { meQuery } from './current-user'
import { ApiError } from './errors'
import { call, queryClient } from './query'

/** localStorage's contract in memory, able to refuse writes like a full store. */
function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    full: false,
    getItem: (k: string) => map.get(k) ?? null,
    setItem(k: string, v: string) {
      if (this.full) throw new DOMException('full', 'QuotaExceededError')
      map.set(k, v)
    },
    removeItem: (k: string) => {
      map.delete(k)
    },
  }
}

/** A log whose signed-in user the test sets. */
function logFor(storage: ReturnType<typeof memoryStorage>, limit?: number) {
  const who: { user?: string } = { user: 'u1' }
  return { who, log: createActivityLog(storage, () => who.user, limit) }
}

let n = 0
const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `e${++n}`,
  at: 1_700_000_000_000 + n,
  op: 'projectCreate',
  method: 'POST',
  path: '/v1/projects',
  target: `p-${n}`,
  outcome: 'ok',
  durationMs: 12,
  status: 201,
  ...over,
})

describe('the activity log', () => {
  it('keeps entries newest first, up to its bound, dropping the oldest', () => {
    const { log } = logFor(memoryStorage(), 3)
    const added = [entry(), entry(), entry(), entry(), entry()]
    for (const e of added) log.add(e)
    expect(log.entries().map((e) => e.id)).toEqual([added[4], added[3], added[2]].map((e) => e?.id))
  })

  it('holds 200 by default', () => {
    const { log } = logFor(memoryStorage())
    for (let i = 0; i < ACTIVITY_LIMIT + 5; i++) log.add(entry())
    expect(log.entries()).toHaveLength(200)
  })

  it('survives a reload: a new log on the same storage reads it back, per user', () => {
    const storage = memoryStorage()
    const { log: first } = logFor(storage)
    const e = entry({ outcome: 'error', status: 400, message: 'Project name already exists' })
    first.add(e)
    expect(storage.map.has(`${ACTIVITY_KEY_PREFIX}u1`)).toBe(true)

    const { who, log: reloaded } = logFor(storage)
    who.user = undefined
    expect(reloaded.entries()).toEqual([])
    who.user = 'u1'
    expect(reloaded.entries()).toEqual([e])
    // another user on this browser sees only their own log, and back again
    who.user = 'u2'
    expect(reloaded.entries()).toEqual([])
    who.user = 'u1'
    expect(reloaded.entries()).toEqual([e])
  })

  it('records nothing while nobody is signed in', () => {
    const storage = memoryStorage()
    const log = createActivityLog(storage, () => undefined)
    log.add(entry())
    expect(log.entries()).toEqual([])
    expect(storage.map.size).toBe(0)
  })

  it('clears the user’s log, in memory and in storage, and tells its listeners', () => {
    const storage = memoryStorage()
    const { log } = logFor(storage)
    log.add(entry())
    const heard = vi.fn()
    const stop = log.subscribe(heard)
    log.clear()
    expect(log.entries()).toEqual([])
    expect(storage.map.has(`${ACTIVITY_KEY_PREFIX}u1`)).toBe(false)
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
    log.add(entry())
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('picks up what another tab wrote, and ignores what does not read as entries', () => {
    const storage = memoryStorage()
    const { log } = logFor(storage)
    const other = entry()
    storage.setItem(`${ACTIVITY_KEY_PREFIX}u1`, JSON.stringify([other, { junk: true }, 7]))
    log.reload()
    expect(log.entries()).toEqual([other])
    storage.setItem(`${ACTIVITY_KEY_PREFIX}u1`, '{not json')
    log.reload()
    expect(log.entries()).toEqual([])
  })

  it('keeps working in memory when storage refuses a write', () => {
    const storage = memoryStorage()
    const { log } = logFor(storage)
    storage.full = true
    log.add(entry())
    expect(log.entries()).toHaveLength(1)
  })
})

describe('what is recorded', () => {
  it('changes only: no reads, no sign-in or sign-out, no metric queries, no upload chunks', () => {
    expect(isChange('projectCreate', 'POST')).toBe(true)
    expect(isChange('projectUpdate', 'PUT')).toBe(true)
    expect(isChange('projectDelete', 'DELETE')).toBe(true)
    expect(isChange('projectList', 'GET')).toBe(false)
    expect(isChange('loginLocal', 'POST')).toBe(false)
    expect(isChange('logout', 'POST')).toBe(false)
    expect(isChange('timeseriesQuery', 'POST')).toBe(false)
    expect(isChange('diskBulkWriteImport', 'POST')).toBe(false)
    expect(isChange('diskBulkWriteImportStart', 'POST')).toBe(true)
  })

  it('names the target from selectors, path params and the body’s name only', () => {
    expect(describeTarget({ path: { instance: 'web-1' }, query: { project: 'web' } }, 'POST')).toBe(
      'web / web-1',
    )
    expect(describeTarget({ body: { name: 'new-one', description: 'x' } }, 'POST')).toBe('new-one')
    expect(
      describeTarget({ query: { project: 'web' }, body: { name: 'disk-1', size: 1 } }, 'POST'),
    ).toBe('web / disk-1')
    expect(describeTarget({ path: { project: 'old' }, body: { name: 'new' } }, 'PUT')).toBe(
      'old → new',
    )
    expect(describeTarget({ path: { project: 'same' }, body: { name: 'same' } }, 'PUT')).toBe(
      'same',
    )
    // a password or a key is never part of it
    expect(
      describeTarget(
        { path: { userId: 'u-1' }, body: { mode: 'password', password: 'hunter2' } },
        'POST',
      ),
    ).toBe('u-1')
  })

  it('names an object given by id as the cache knows it, else by its id (issue 27)', () => {
    const pool = '0a000000-0000-4000-8000-000000000001'
    const silo = '0b000000-0000-4000-8000-000000000002'
    queryClient.setQueryData(['pools'], { items: [{ id: pool, name: 'default' }] })
    queryClient.setQueryData(['silo'], { id: silo, name: 'maple' })
    try {
      expect(describeTarget({ path: { pool, silo } }, 'DELETE')).toBe('default / maple')
      const unknown = '0c000000-0000-4000-8000-000000000003'
      expect(describeTarget({ path: { bundleId: unknown } }, 'DELETE')).toBe(unknown)
    } finally {
      queryClient.clear()
    }
  })
})

describe('call records its changes', () => {
  const signIn = (id: string) => queryClient.setQueryData(meQuery.queryKey, { id } as CurrentUser)
  afterEach(() => {
    vi.unstubAllGlobals()
    queryClient.clear()
  })

  it('a success with its status, duration and request id; a read not at all', async () => {
    signIn('u-call')
    activityLog.clear()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/v1/projects?')
          ? new Response(JSON.stringify({ items: [] }), { status: 200 })
          : new Response(JSON.stringify({ id: 'p', name: 'web' }), {
              status: 201,
              headers: { 'x-request-id': 'req-1' },
            }),
      ),
    )
    await call('projectList', { query: { limit: 10 } })
    await call('projectCreate', { body: { name: 'web', description: '' } })
    // recorded once the log's module has loaded
    await vi.waitFor(() => expect(activityLog.entries()).toHaveLength(1))
    expect(activityLog.entries()).toEqual([
      expect.objectContaining({
        op: 'projectCreate',
        method: 'POST',
        path: '/v1/projects',
        target: 'web',
        outcome: 'ok',
        status: 201,
        requestId: 'req-1',
        durationMs: expect.any(Number),
      }),
    ])
  })

  it('a failure with its message, code, status and request id', async () => {
    vi.stubGlobal('console', { ...console, error: () => {} })
    signIn('u-call')
    activityLog.clear()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              request_id: 'req-2',
              error_code: 'ObjectAlreadyExists',
              message: 'already exists: project "web"',
            }),
            { status: 400 },
          ),
      ),
    )
    await expect(
      call('projectCreate', { body: { name: 'web', description: '' } }),
    ).rejects.toBeInstanceOf(ApiError)
    await vi.waitFor(() => expect(activityLog.entries()).toHaveLength(1))
    expect(activityLog.entries()[0]).toMatchObject({
      outcome: 'error',
      status: 400,
      errorCode: 'ObjectAlreadyExists',
      message: 'Project name already exists',
      requestId: 'req-2',
      target: 'web',
    })
  })

  it('never a sign-in, whose body holds the password', () => {
    const storage = memoryStorage()
    const { log } = logFor(storage)
    record(
      'loginLocal',
      { path: { siloName: 'maple' }, body: { username: 'a', password: 'secret' } },
      { method: 'POST', path: '/v1/login/maple/local' },
      { at: 1, durationMs: 1 },
      log,
    )
    expect(log.entries()).toEqual([])
    expect(storage.map.size).toBe(0)
  })
})
