import { createStaticHandler, type StaticHandlerContext } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { maybeQ, prefetch, q, queryClient, Unavailable } from './query'
import { setSessionNavigator } from './session'

/** A query that may be refused by design says so (issue 9, point 6). */
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))
const refusal = (status: number, error_code: string, message: string) =>
  answer(status, { request_id: 'r', error_code, message })

const policy = () => maybeQ('policyView', {}, [403])
const pool = () => maybeQ('ipPoolView', { path: { pool: 'gone' } }, [404])

beforeEach(() => {
  queryClient.clear()
  vi.stubGlobal('console', { ...console, error: () => {} })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('maybeQ', () => {
  it('answers a 403 it expects with Unavailable, carrying the spec message', async () => {
    vi.stubGlobal('fetch', refusal(403, 'Forbidden', 'Forbidden'))
    const data = await queryClient.fetchQuery(policy())
    expect(data).toBeInstanceOf(Unavailable)
    expect(data).toMatchObject({ status: 403, message: 'Action not authorized' })
  })

  it('answers a 404 it expects with Unavailable', async () => {
    vi.stubGlobal('fetch', refusal(404, 'ObjectNotFound', 'not found: ip-pool with name "gone"'))
    const data = await queryClient.fetchQuery(pool())
    expect(data).toEqual(new Unavailable(404, 'Not found: ip-pool with name "gone"'))
  })

  it('still throws what it does not expect: another refusal, a server error', async () => {
    vi.stubGlobal('fetch', refusal(404, 'ObjectNotFound', 'not found'))
    await expect(queryClient.fetchQuery(policy())).rejects.toBeInstanceOf(ApiError)
    vi.stubGlobal('fetch', refusal(500, 'InternalError', 'boom'))
    await expect(queryClient.fetchQuery(pool())).rejects.toMatchObject({ status: 500 })
  })

  it('still sends a 401 to sign-in', async () => {
    vi.stubGlobal('window', { location: { pathname: '/access', search: '' } })
    const seen: string[] = []
    setSessionNavigator((to) => seen.push(to))
    vi.stubGlobal('fetch', refusal(401, 'Unauthorized', 'x'))
    await expect(queryClient.fetchQuery(policy())).rejects.toMatchObject({ status: 401 })
    expect(seen).toEqual(['/login?redirect_uri=%2Faccess'])
  })

  it('returns the data when the call succeeds, keyed apart from q', async () => {
    vi.stubGlobal('fetch', answer(200, { role_assignments: [] }))
    expect(await queryClient.fetchQuery(policy())).toEqual({ roleAssignments: [] })
    expect(policy().queryKey).not.toEqual(q('policyView', {}).queryKey)
  })
})

describe('a route whose loader prefetches an expected refusal', () => {
  const routes = (query: () => { queryKey: readonly unknown[] }) => [
    { id: 'access', path: '/access', loader: () => prefetch(query()) },
  ]
  const load = async (query: () => { queryKey: readonly unknown[] }) => {
    const context = await createStaticHandler(routes(query)).query(
      new Request('http://console.test/access'),
    )
    return context as StaticHandlerContext
  }

  it('renders its page: the loader does not fail', async () => {
    vi.stubGlobal('fetch', refusal(403, 'Forbidden', 'Forbidden'))
    const context = await load(policy)
    expect(context.errors).toBeNull()
    expect(queryClient.getQueryData(policy().queryKey)).toBeInstanceOf(Unavailable)
  })

  it('whereas with q the same answer takes the route to its error page', async () => {
    vi.stubGlobal('fetch', refusal(403, 'Forbidden', 'Forbidden'))
    const context = await load(() => q('policyView', {}))
    expect(context.errors?.access).toMatchObject({ status: 403 })
  })
})
