import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { api } from './test-api'

/**
 * A silo's auth settings and SCIM client tokens, as nexus/src/app/silo.rs, app/scim.rs,
 * ds/silo_auth_settings.rs and ds/scim.rs answer (roles: omicron.polar).
 */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0 })
  resetDb()
})

const T = '/v1/system/scim/tokens'
const SEEDED = '5c1a0000-0000-4000-8000-000000000001'
const message = async (res: Promise<{ body: { message: string } }>) => (await res).body.message

describe('auth settings', () => {
  it('any user reads their own silo’s; a silo admin changes it, others are refused', async () => {
    const read = await api('GET', '/v1/auth-settings', { as: 'alan' })
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ silo_id: db.silos[0]?.id, device_token_max_ttl_seconds: null })
    const ivan = await api('GET', '/v1/auth-settings', { as: 'ivan' })
    expect(ivan.body.silo_id).toBe(db.silos[1]?.id)

    const set = (device_token_max_ttl_seconds: unknown, as: 'grace' | 'alan' | 'ivan' = 'grace') =>
      api('PUT', '/v1/auth-settings', { body: { device_token_max_ttl_seconds }, as })
    expect((await set(3600, 'alan')).status).toBe(403)
    const made = await set(3600)
    expect(made.body.device_token_max_ttl_seconds).toBe(3600)
    // each silo its own: partner-labs keeps none
    expect((await api('GET', '/v1/auth-settings', { as: 'ivan' })).body).toMatchObject({
      device_token_max_ttl_seconds: null,
    })
    expect((await set(null)).body.device_token_max_ttl_seconds).toBeNull()
  })

  it('reads a required, nullable, nonzero u32', async () => {
    const put = (body: unknown) => api('PUT', '/v1/auth-settings', { body })
    expect(await message(put({}))).toMatch(
      /^unable to parse JSON body: missing field `device_token_max_ttl_seconds`/,
    )
    expect(await message(put({ device_token_max_ttl_seconds: 0 }))).toMatch(
      /device_token_max_ttl_seconds: invalid value: integer `0`, expected a nonzero u32/,
    )
    expect(await message(put({ device_token_max_ttl_seconds: 'x' }))).toMatch(
      /invalid type: string "x", expected a nonzero u32/,
    )
  })

  it('caps the lifetime of device tokens confirmed in the silo', async () => {
    await api('PUT', '/v1/auth-settings', { body: { device_token_max_ttl_seconds: 60 } })
    const start = async (ttl?: string) => {
      const form: Record<string, string> = { client_id: crypto.randomUUID() }
      if (ttl) form.ttl_seconds = ttl
      return (await api('POST', '/device/auth', { form })).body.user_code as string
    }
    const tooLong = await api('POST', '/device/confirm', {
      body: { user_code: await start('120') },
    })
    expect(tooLong.body.message).toBe(
      'Requested TTL 120 seconds exceeds maximum allowed TTL for this silo of 60 seconds',
    )
    const capped = await api('POST', '/device/confirm', { body: { user_code: await start() } })
    expect(capped.status).toBe(204)
    const token = db.deviceTokens.at(-1)
    const left = Date.parse(token?.time_expires ?? '') - Date.now()
    expect(left).toBeGreaterThan(50_000)
    expect(left).toBeLessThanOrEqual(60_000)
  })
})

describe('SCIM client tokens', () => {
  it('lists a silo’s tokens to its admins and the fleet’s, never with the secret', async () => {
    const list = await api('GET', `${T}?silo=northwind`)
    expect(list.status).toBe(200)
    expect(list.body).toEqual([
      { id: SEEDED, time_created: '2025-08-05T08:30:00Z', time_expires: null },
    ])
    expect((await api('GET', `${T}?silo=maple`)).body).toEqual([])
    // alan is a collaborator of maple: the silo reads, its tokens do not
    expect((await api('GET', `${T}?silo=maple`, { as: 'alan' })).status).toBe(403)
    // ivan administers partner-labs, and cannot see northwind at all
    expect((await api('GET', `${T}?silo=partner-labs`, { as: 'ivan' })).status).toBe(200)
    expect(await message(api('GET', `${T}?silo=northwind`, { as: 'ivan' }))).toBe(
      'not found: silo with name "northwind"',
    )
    expect(await message(api('GET', T))).toBe('unable to parse query string: missing field `silo`')
  })

  it('creates a token whose secret is answered once', async () => {
    const made = await api('POST', `${T}?silo=partner-labs`, { as: 'ivan' })
    expect(made.status).toBe(201)
    expect(made.body).toEqual({
      id: expect.any(String),
      time_created: expect.any(String),
      time_expires: null,
      bearer_token: expect.stringMatching(/^oxide-scim-[0-9a-f]{40}$/),
    })
    const view = await api('GET', `${T}/${made.body.id}?silo=partner-labs`, { as: 'ivan' })
    expect(view.body).toEqual({
      id: made.body.id,
      time_created: made.body.time_created,
      time_expires: null,
    })
    const list = await api('GET', `${T}?silo=partner-labs`, { as: 'ivan' })
    expect(list.body).toEqual([view.body])
    expect((await api('POST', `${T}?silo=maple`, { as: 'alan' })).status).toBe(403)
  })

  it('views and deletes by id: unknown, unreadable, another silo’s, a bad UUID', async () => {
    const missing = '5c1a0000-0000-4000-8000-000000000099'
    expect(await message(api('GET', `${T}/${missing}?silo=northwind`))).toBe(
      `not found: scim-client-bearer-token with id "${missing}"`,
    )
    const bad = await api('GET', `${T}/nope?silo=northwind`)
    expect(bad.status).toBe(400)
    // serde's wrapping of the uuid crate's text (uuid 1.23: "invalid character: found …")
    expect(bad.body.message).toBe(
      'bad parameter in URL path: UUID parsing failed: invalid character: found `n` at 1',
    )
    // ivan may read his own silo, not northwind's token: not found, not forbidden
    const hidden = await api('DELETE', `${T}/${SEEDED}?silo=partner-labs`, { as: 'ivan' })
    expect({ status: hidden.status, code: hidden.body.error_code }).toEqual({
      status: 404,
      code: 'ObjectNotFound',
    })
    // named with the wrong silo: the view's filtered query errs (500); the delete does nothing
    expect((await api('GET', `${T}/${SEEDED}?silo=maple`)).status).toBe(500)
    expect((await api('DELETE', `${T}/${SEEDED}?silo=maple`)).status).toBe(204)
    expect((await api('GET', `${T}/${SEEDED}?silo=northwind`)).status).toBe(200)
    expect((await api('DELETE', `${T}/${SEEDED}?silo=northwind`)).status).toBe(204)
    expect((await api('GET', `${T}/${SEEDED}?silo=northwind`)).status).toBe(404)
    expect((await api('GET', `${T}?silo=northwind`)).body).toEqual([])
  })
})
