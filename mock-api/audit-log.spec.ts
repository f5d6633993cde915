import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, users } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const since = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
const list = (query: string, as: keyof typeof users = 'grace') =>
  api('GET', `/v1/system/audit-log?${query}`, { as })

type Entry = {
  operation_id: string
  request_id: string
  time_completed: string
  actor: { kind: string; silo_user_id?: string }
  auth_method: string | null
  result: { kind: string; http_status_code?: number; error_code?: string; error_message?: string }
}

describe('the audit log', () => {
  it('needs a start time, and a fleet viewer', async () => {
    const none = await list('limit=10')
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('unable to parse query string: missing field `start_time`')
    const bad = await list('start_time=yesterday')
    expect(bad.body.message).toBe('unable to parse query string: input contains invalid characters')
    expect((await list(`start_time=${since(1)}`, 'alan')).status).toBe(403)
    expect((await list(`start_time=${since(1)}`, 'katherine')).status).toBe(200)
  })

  it('records a change with its actor, request id and result; reads are not audited', async () => {
    const start = new Date().toISOString()
    await api('GET', '/v1/projects')
    const created = await api('POST', '/v1/projects', {
      body: { name: 'audited', description: '' },
    })
    const refused = await api('POST', '/v1/projects', {
      body: { name: 'audited', description: '' },
    })
    const page = await list(`start_time=${start}`)
    const entries = page.body.items as Entry[]
    expect(entries.map((e) => e.operation_id)).toEqual(['project_create', 'project_create'])
    const [ok, failed] = entries
    expect(ok?.request_id).toBe(created.headers.get('x-request-id'))
    expect(ok?.actor).toMatchObject({ kind: 'silo_user', silo_user_id: users.grace })
    expect(ok?.auth_method).toBe('session_cookie')
    expect(ok?.result).toEqual({ kind: 'success', http_status_code: 201 })
    expect(failed?.request_id).toBe(refused.body.request_id)
    expect(failed?.result).toEqual({
      kind: 'error',
      http_status_code: 400,
      error_code: 'ObjectAlreadyExists',
      error_message: 'already exists: project "audited"',
    })
  })

  it('logs a login with no actor, and keeps the end of the range out', async () => {
    const start = new Date().toISOString()
    await api('POST', '/v1/login/maple/local', { body: { username: 'alan', password: 'nope' } })
    const entries = (await list(`start_time=${start}`)).body.items as Entry[]
    expect(entries.at(-1)).toMatchObject({
      operation_id: 'login_local',
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      result: { kind: 'error', http_status_code: 401 },
    })
    const before = (await list(`start_time=${since(200)}&end_time=${start}`)).body.items as Entry[]
    expect(before.every((e) => e.time_completed < start)).toBe(true)
  })

  it('pages newest first by completion time when asked', async () => {
    const first = await list(`start_time=${since(200)}&sort_by=time_and_id_descending&limit=5`)
    const items = first.body.items as Entry[]
    expect(items).toHaveLength(5)
    const times = items.map((e) => e.time_completed)
    expect(times).toEqual(times.toSorted().reverse())
    const next = await list(`page_token=${first.body.next_page}&limit=100`)
    const rest = next.body.items as Entry[]
    expect(rest.length).toBeGreaterThan(0)
    expect((rest[0]?.time_completed ?? '') <= (times.at(-1) ?? '')).toBe(true)
    const wrong = await list(`start_time=${since(1)}&sort_by=name_ascending`)
    expect(wrong.body.message).toBe(
      'unable to parse query string: unknown variant `name_ascending`, expected `time_and_id_ascending` or `time_and_id_descending`',
    )
  })
})
