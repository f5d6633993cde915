import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_CERT, TEST_KEY } from '../test/fixtures/certificate'
import { configureMock } from './config'
import { resetDb } from './db'
import { api, names } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const body = (over: Record<string, unknown> = {}) => ({
  name: 'api-2028',
  description: 'next year',
  service: 'external_api',
  cert: TEST_CERT,
  key: TEST_KEY,
  ...over,
})

describe('certificates', () => {
  it('lists the caller’s silo’s only, to its admins (silo or fleet)', async () => {
    const grace = await api('GET', '/v1/certificates')
    expect(names(grace.body)).toEqual(['console-tls', 'wildcard-sys'])
    const ivan = await api('GET', '/v1/certificates', { as: 'ivan' })
    expect(names(ivan.body)).toEqual(['partner-tls'])
    // no answer holds the private key or the silo
    expect(Object.keys(grace.body.items[0]).sort()).toEqual(
      ['cert', 'description', 'id', 'name', 'service', 'time_created', 'time_modified'].sort(),
    )
  })

  it('refuses the list to a fleet viewer who is no admin (403), and hides a certificate (404)', async () => {
    expect((await api('GET', '/v1/certificates', { as: 'katherine' })).status).toBe(403)
    const res = await api('GET', '/v1/certificates/console-tls', { as: 'katherine' })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: certificate with name "console-tls"')
  })

  it('never finds another silo’s certificate for a silo admin, by name or id', async () => {
    const { body: list } = await api('GET', '/v1/certificates')
    const id = list.items[0].id
    expect((await api('GET', `/v1/certificates/${id}`, { as: 'ivan' })).status).toBe(404)
    expect((await api('GET', '/v1/certificates/console-tls', { as: 'ivan' })).status).toBe(404)
    expect((await api('DELETE', `/v1/certificates/${id}`, { as: 'ivan' })).status).toBe(404)
  })

  it('creates in the caller’s silo, names unique per silo', async () => {
    const res = await api('POST', '/v1/certificates', { body: body() })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'api-2028', service: 'external_api', cert: TEST_CERT })
    expect(res.body.key).toBeUndefined()
    const again = await api('POST', '/v1/certificates', { body: body() })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('already exists: certificate "api-2028"')
    // another silo may use the name
    expect((await api('POST', '/v1/certificates', { as: 'ivan', body: body() })).status).toBe(201)
  })

  it('refuses what the server’s validator refuses, in its words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cert: 'hello' }, 'unsupported value for "certificate": Certificate exists, but is empty'],
      [
        { cert: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
        'unsupported value for "certificate": Failed to parse certificate',
      ],
      [{ key: 'nope' }, 'unsupported value for "private-key": Failed to parse private key'],
    ]
    for (const [over, message] of cases) {
      const res = await api('POST', '/v1/certificates', { body: body(over) })
      expect(res.status).toBe(400)
      expect(res.body.error_code).toBe('InvalidValue')
      expect(res.body.message.startsWith(message), res.body.message).toBe(true)
    }
  })

  it('takes the service external_api only', async () => {
    const res = await api('POST', '/v1/certificates', { body: body({ service: 'dns' }) })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/service: unknown variant `dns`/)
  })

  it('refuses a create to a user who is no admin, once the certificate is valid', async () => {
    expect((await api('POST', '/v1/certificates', { as: 'alan', body: body() })).status).toBe(403)
  })

  it('deletes, even the silo’s last one', async () => {
    for (const name of ['console-tls', 'wildcard-sys'])
      expect((await api('DELETE', `/v1/certificates/${name}`)).status).toBe(204)
    expect((await api('GET', '/v1/certificates')).body.items).toEqual([])
  })
})
