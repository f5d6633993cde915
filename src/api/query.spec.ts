import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { call, q } from './query'
import { setSessionNavigator } from './session'

const answer = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('call', () => {
  it('returns data in camelCase with dates parsed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { id: 'p1', name: 'web', description: '', time_created: '2025-03-05T10:00:00Z' }),
    )
    const project = await call('projectView', { path: { project: 'web' } })
    expect(project.name).toBe('web')
    expect(project.timeCreated).toBeInstanceOf(Date)
  })

  it('throws an ApiError with the spec message', async () => {
    vi.stubGlobal('console', { ...console, error: () => {} })
    vi.stubGlobal(
      'fetch',
      answer(403, { request_id: 'r', error_code: 'Forbidden', message: 'Forbidden' }),
    )
    const error = await call('projectDelete', { path: { project: 'web' } }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Action not authorized',
      status: 403,
      op: 'projectDelete',
    })
  })

  it('sends a 401 to login, except for the local login call', async () => {
    vi.stubGlobal('console', { ...console, error: () => {} })
    vi.stubGlobal('window', { location: { pathname: '/projects', search: '' } })
    const seen: string[] = []
    setSessionNavigator((to) => seen.push(to))
    vi.stubGlobal(
      'fetch',
      answer(401, { request_id: 'r', error_code: 'Unauthorized', message: 'x' }),
    )
    await expect(call('projectList', {})).rejects.toBeInstanceOf(ApiError)
    expect(seen).toEqual(['/login?redirect_uri=%2Fprojects'])
    await expect(
      call('loginLocal', { path: { siloName: 'maple' }, body: { username: 'a', password: 'b' } }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(seen).toHaveLength(1)
  })

  it('keys queries by operation and params', () => {
    expect(q('projectView', { path: { project: 'web' } }).queryKey).toEqual([
      'projectView',
      { path: { project: 'web' } },
    ])
  })
})
