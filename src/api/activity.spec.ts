import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ACTIVITY_KEY_PREFIX,
  ACTIVITY_LIMIT,
  type ActivityEntry,
  activityLog,
  createActivityLog,
  describeTarget,
  isChange,
  recordChange,
} from './activity'
import { ApiError } from './errors'
import { call } from './query'

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
    const log = createActivityLog(memoryStorage(), 3)
    log.setUser('u1')
    const added = [entry(), entry(), entry(), entry(), entry()]
    for (const e of added) log.add(e)
    expect(log.entries().map((e) => e.id)).toEqual([added[4], added[3], added[2]].map((e) => e?.id))
  })

  it('holds 200 by default', () => {
    const log = createActivityLog(memoryStorage())
    log.setUser('u1')
    for (let i = 0; i < ACTIVITY_LIMIT + 5; i++) log.add(entry())
    expect(log.entries()).toHaveLength(200)
  })

  it('survives a reload: a new log on the same storage reads it back, per user', () => {
    const storage = memoryStorage()
    const first = createActivityLog(storage)
    first.setUser('u1')
    const e = entry({ outcome: 'error', status: 400, message: 'Project name already exists' })
    first.add(e)
    expect(storage.map.has(`${ACTIVITY_KEY_PREFIX}u1`)).toBe(true)

    const reloaded = createActivityLog(storage)
    expect(reloaded.entries()).toEqual([])
    reloaded.setUser('u1')
    expect(reloaded.entries()).toEqual([e])
    // another user on this browser sees only their own log
    reloaded.setUser('u2')
    expect(reloaded.entries()).toEqual([])
  })

  it('records nothing while nobody is signed in', () => {
    const storage = memoryStorage()
    const log = createActivityLog(storage)
    log.add(entry())
    expect(log.entries()).toEqual([])
    expect(storage.map.size).toBe(0)
  })

  it('clears the user’s log, in memory and in storage, and tells its listeners', () => {
    const storage = memoryStorage()
    const log = createActivityLog(storage)
    log.setUser('u1')
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
    const log = createActivityLog(storage)
    log.setUser('u1')
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
    const log = createActivityLog(storage)
    log.setUser('u1')
    storage.full = true
    log.add(entry())
    expect(log.entries()).toHaveLength(1)
  })
})

describe('what is recorded', () => {
  it('changes only: no reads, no sign-in or sign-out, no metric queries', () => {
    expect(isChange('projectCreate', 'POST')).toBe(true)
    expect(isChange('projectUpdate', 'PUT')).toBe(true)
    expect(isChange('projectDelete', 'DELETE')).toBe(true)
    expect(isChange('projectList', 'GET')).toBe(false)
    expect(isChange('loginLocal', 'POST')).toBe(false)
    expect(isChange('logout', 'POST')).toBe(false)
    expect(isChange('timeseriesQuery', 'POST')).toBe(false)
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
})

describe('call records its changes', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    activityLog.setUser(undefined)
  })

  it('a success with its status, duration and request id; a read not at all', async () => {
    activityLog.setUser('u-call')
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
    activityLog.setUser('u-call')
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
    const log = createActivityLog(memoryStorage())
    log.setUser('u1')
    const done = recordChange(
      'loginLocal',
      { path: { siloName: 'maple' }, body: { username: 'a', password: 'secret' } },
      log,
    )
    expect(done).toBeUndefined()
  })
})
