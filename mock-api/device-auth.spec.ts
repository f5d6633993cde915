import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { SEED_TOKENS } from './data/sessions'
import { db, resetDb } from './db'
import { api, users } from './test-api'

/**
 * The device flow, access tokens and console sessions, held to the real server's answers
 * (nexus/tests/integration_tests/device_auth.rs, nexus/src/app/device_auth.rs).
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const CLIENT = '6b3f1a9e-2c4d-4e8f-9a1b-3c5d7e9f1a2b'
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

async function start(extra: Record<string, string> = {}) {
  const res = await api('POST', '/device/auth', { form: { client_id: CLIENT, ...extra } })
  expect(res.status).toBe(200)
  return res.body as { device_code: string; user_code: string; verification_uri: string }
}

const poll = (device_code: string, grant_type = GRANT, client_id = CLIENT) =>
  api('POST', '/device/token', { form: { grant_type, device_code, client_id } })

describe('device authorization', () => {
  it('issues a code: 8 letters shown ABCD-EFGH, a verification URI, 300 seconds', async () => {
    const res = await api('POST', '/device/auth', { form: { client_id: CLIENT } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      verification_uri: 'http://mock.test/device/verify',
      user_code: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      device_code: expect.stringMatching(/^[0-9a-f]{40}$/),
      expires_in: 300,
    })
  })

  it('takes a form body only, with a client id and a nonzero ttl', async () => {
    const json = await api('POST', '/device/auth', { body: { client_id: CLIENT } })
    expect(json.status).toBe(400)
    expect(json.body.message).toBe(
      'expected content type "application/x-www-form-urlencoded", got "application/json"',
    )
    const missing = await api('POST', '/device/auth', { form: {} })
    expect(missing.body.message).toBe('unable to parse URL-encoded body: missing field `client_id`')
    const zero = await api('POST', '/device/auth', {
      form: { client_id: CLIENT, ttl_seconds: '0' },
    })
    expect(zero.body.message).toBe(
      'unable to parse URL-encoded body: ttl_seconds: invalid value: integer `0`, expected a nonzero u32',
    )
    const negative = await api('POST', '/device/auth', {
      form: { client_id: CLIENT, ttl_seconds: '-3' },
    })
    expect(negative.body.message).toBe(
      'unable to parse URL-encoded body: ttl_seconds: invalid digit found in string',
    )
  })

  it('polls pending until confirmed, then grants a bearer token that acts as the user', async () => {
    const { device_code, user_code } = await start()
    expect(await poll(device_code)).toMatchObject({
      status: 400,
      body: { error: 'authorization_pending' },
    })
    // unconfirmed codes, unknown codes and other clients' codes are all pending
    expect((await poll('nope')).body).toEqual({ error: 'authorization_pending' })
    expect((await poll(device_code, GRANT, '00000000-0000-4000-8000-000000000000')).body).toEqual({
      error: 'authorization_pending',
    })
    expect((await poll(device_code, 'password')).body).toEqual({ error: 'unsupported_grant_type' })

    // confirming needs a signed-in user
    const anon = await api('POST', '/device/confirm', {
      body: { user_code },
      cookie: 'signed-out',
    })
    expect(anon.status).toBe(401)
    const ok = await api('POST', '/device/confirm', { body: { user_code }, as: 'radia' })
    expect(ok.status).toBe(204)

    const grant = await poll(device_code)
    expect(grant.status).toBe(200)
    expect(grant.body).toEqual({
      access_token: expect.stringMatching(/^oxide-token-[0-9a-f]{40}$/),
      token_type: 'Bearer',
      token_id: expect.any(String),
      time_expires: null,
    })
    expect(grant.body.access_token).toHaveLength(52)

    const me = await api('GET', '/v1/me', { bearer: grant.body.access_token, cookie: 'signed-out' })
    expect(me.body).toMatchObject({ id: users.radia, display_name: 'Radia Perlman' })
    const tokens = await api('GET', '/v1/me/access-tokens', { as: 'radia' })
    expect(tokens.body.items.map((t: { id: string }) => t.id)).toContain(grant.body.token_id)
    expect(tokens.body.items[0]).not.toHaveProperty('token')
  })

  it('answers an unknown or used code 404, an expired one 400 and its token comes expired', async () => {
    const unknown = await api('POST', '/device/confirm', { body: { user_code: 'BBBB-CCCC' } })
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        error_code: 'ObjectNotFound',
        message: 'not found: device-auth-request with id "user_code = "BBBB-CCCC""',
      },
    })
    const { user_code, device_code } = await start()
    expect((await api('POST', '/device/confirm', { body: { user_code } })).status).toBe(204)
    const used = await api('POST', '/device/confirm', { body: { user_code } })
    expect(used.status).toBe(404)

    const late = await start()
    const record = db.deviceRequests.find((r) => r.user_code === late.user_code)
    if (record) record.time_expires = new Date(Date.now() - 1000).toISOString()
    const expired = await api('POST', '/device/confirm', { body: { user_code: late.user_code } })
    expect(expired).toMatchObject({
      status: 400,
      body: { error_code: 'InvalidRequest', message: 'device authorization request expired' },
    })
    const grant = await poll(late.device_code)
    expect(grant.status).toBe(200)
    expect(Date.parse(grant.body.time_expires)).toBeLessThan(Date.now())
    const refused = await api('GET', '/v1/projects', { bearer: grant.body.access_token })
    expect(refused.status).toBe(401)
    expect((await poll(device_code)).status).toBe(200)
  })

  it('gives a requested ttl, and refuses one past the confirming token', async () => {
    const { user_code, device_code } = await start({ ttl_seconds: '60' })
    await api('POST', '/device/confirm', { body: { user_code }, as: 'alan' })
    const grant = (await poll(device_code)).body
    const left = Date.parse(grant.time_expires) - Date.now()
    expect(left).toBeGreaterThan(55_000)
    expect(left).toBeLessThanOrEqual(60_000)

    const longer = await start({ ttl_seconds: '600' })
    const refused = await api('POST', '/device/confirm', {
      body: { user_code: longer.user_code },
      bearer: grant.access_token,
      cookie: 'signed-out',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^Requested token TTL would exceed/)
    // no ttl: clamped to the confirming token's expiry
    const clamped = await start()
    await api('POST', '/device/confirm', {
      body: { user_code: clamped.user_code },
      bearer: grant.access_token,
      cookie: 'signed-out',
    })
    expect((await poll(clamped.device_code)).body.time_expires).toBe(grant.time_expires)
  })
})

describe('bearer tokens', () => {
  it('authenticates with a live token; unknown, malformed and expired tokens are 401', async () => {
    const ok = await api('GET', '/v1/me', { bearer: `oxide-token-${SEED_TOKENS.radia}` })
    expect(ok.body.id).toBe(users.radia)
    for (const bearer of [
      'oxide-token-xyz',
      SEED_TOKENS.radia,
      `oxide-token-${SEED_TOKENS.alanExpired}`,
    ])
      expect((await api('GET', '/v1/projects', { bearer })).status).toBe(401)
  })

  it('a revoked token is 401 and a second revoke 404; nobody revokes another user’s', async () => {
    const bearer = `oxide-token-${SEED_TOKENS.radia}`
    const [token] = (await api('GET', '/v1/me/access-tokens', { as: 'radia' })).body.items
    // Grace is a silo admin, and still cannot use this endpoint on Radia's token
    expect((await api('DELETE', `/v1/me/access-tokens/${token.id}`)).status).toBe(404)
    expect((await api('DELETE', `/v1/me/access-tokens/${token.id}`, { as: 'radia' })).status).toBe(
      204,
    )
    expect((await api('GET', '/v1/projects', { bearer })).status).toBe(401)
    const again = await api('DELETE', `/v1/me/access-tokens/${token.id}`, { as: 'radia' })
    expect(again.body.message).toBe(`not found: device-access-token with id "${token.id}"`)
  })

  it('lists the user’s own live tokens only', async () => {
    const alan = await api('GET', '/v1/me/access-tokens', { as: 'alan' })
    expect(alan.body).toEqual({ items: [], next_page: null })
    const grace = await api('GET', '/v1/me/access-tokens')
    expect(grace.body.items).toHaveLength(2)
    expect(grace.body.next_page).toEqual(expect.any(String))
  })
})

describe('console sessions', () => {
  async function signIn(username: string) {
    const res = await api('POST', '/v1/login/maple/local', {
      body: { username, password: `${username}-pass` },
    })
    return /session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? ''
  }

  it('a sign-in is a session record; signing out ends it', async () => {
    const cookie = await signIn('edsger')
    const list = await api('GET', `/v1/users/${users.edsger}/sessions`, { cookie })
    expect(list.body.items).toEqual([
      {
        id: expect.any(String),
        time_created: expect.any(String),
        time_last_used: expect.any(String),
      },
    ])
    expect((await api('POST', '/v1/logout', { cookie })).status).toBe(204)
    expect((await api('GET', '/v1/me', { cookie })).status).toBe(401)
  })

  it('who may read and revoke whose: self, a silo admin; not a peer, not another silo', async () => {
    const path = `/v1/users/${users.radia}`
    expect((await api('GET', `${path}/sessions`, { as: 'radia' })).body.items).toHaveLength(1)
    expect((await api('GET', `${path}/access-tokens`, { as: 'radia' })).body.items).toHaveLength(1)
    // Katherine is a fleet viewer and silo viewer: not enough
    for (const [method, p] of [
      ['GET', `${path}/sessions`],
      ['GET', `${path}/access-tokens`],
      ['POST', `${path}/logout`],
    ] as const) {
      expect((await api(method, p, { as: 'katherine' })).status).toBe(403)
      expect((await api(method, p, { as: 'ivan' })).status).toBe(404)
    }
    // Grace, silo admin, may
    expect((await api('GET', `${path}/sessions`)).status).toBe(200)
    expect((await api('POST', `${path}/logout`)).status).toBe(204)
    expect((await api('GET', `${path}/sessions`)).body.items).toEqual([])
    expect((await api('GET', `${path}/access-tokens`)).body.items).toEqual([])
    const bearer = `oxide-token-${SEED_TOKENS.radia}`
    expect((await api('GET', '/v1/me', { bearer })).status).toBe(401)
  })

  it('a user may sign themself out everywhere, this session too', async () => {
    const cookie = await signIn('alan')
    const other = await signIn('alan')
    expect((await api('POST', `/v1/users/${users.alan}/logout`, { cookie })).status).toBe(204)
    expect((await api('GET', '/v1/me', { cookie })).status).toBe(401)
    expect((await api('GET', '/v1/me', { cookie: other })).status).toBe(401)
  })

  it('the demo session is Grace’s; revoked, a request without a cookie is nobody', async () => {
    const mine = await api('GET', `/v1/users/${users.grace}/sessions`)
    expect(mine.body.items).toHaveLength(2)
    expect((await api('POST', `/v1/users/${users.grace}/logout`)).status).toBe(204)
    expect((await api('GET', '/v1/me')).status).toBe(401)
  })

  it('a session from before a reset (a browser reload) stands again; an ended one does not', async () => {
    const cookie = await signIn('edsger')
    resetDb()
    expect((await api('GET', '/v1/me', { cookie })).body.id).toBe(users.edsger)
    await api('POST', '/v1/logout', { cookie })
    expect((await api('GET', '/v1/me', { cookie })).status).toBe(401)
    const forged = `${users.edsger}.${'0'.repeat(39)}`
    expect((await api('GET', '/v1/me', { cookie: forged })).status).toBe(401)
  })

  it('an idle session expires: 401, and it leaves the list', async () => {
    const cookie = await signIn('barbara')
    const session = db.sessions.find((s) => s.token === cookie)
    if (session) session.time_last_used = new Date(Date.now() - 9 * 3_600_000).toISOString()
    const list = await api('GET', `/v1/users/${users.barbara}/sessions`)
    expect(list.body.items).toEqual([])
    expect((await api('GET', '/v1/me', { cookie })).status).toBe(401)
  })
})
