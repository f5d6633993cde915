import { describe, expect, it } from 'vitest'
import { httpMockForTests } from './test-server'

/** `npm run mock-api`: the same handlers over HTTP, with real cookies. */
const mock = httpMockForTests()
const base = () => `http://localhost:${mock.port()}`

describe('mock API over HTTP', () => {
  it('answers GET /v1/projects with a page of projects', async () => {
    const res = await fetch(`${base()}/v1/projects?limit=5`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.items).toHaveLength(5)
    expect(body.items[0]).toMatchObject({ name: 'archive-2024', time_created: expect.any(String) })
    expect(body.next_page).toEqual(expect.any(String))
  })

  it('answers GET /v1/nope with the route-level 404', async () => {
    const res = await fetch(`${base()}/v1/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ request_id: expect.any(String), message: 'Not Found' })
  })

  it('keeps sessions per client with a cookie', async () => {
    const login = await fetch(`${base()}/v1/login/maple/local`, {
      method: 'POST',
      body: JSON.stringify({ username: 'barbara', password: 'barbara-pass' }),
    })
    expect(login.status).toBe(204)
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
    const mine = await (await fetch(`${base()}/v1/me`, { headers: { cookie } })).json()
    expect(mine.display_name).toBe('Barbara Liskov')
    // another client without the cookie is still the default user
    const other = await (await fetch(`${base()}/v1/me`)).json()
    expect(other.display_name).toBe('Grace Hopper')
  })
})
