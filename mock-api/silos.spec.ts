import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { IDP_METADATA_XML } from './data/saml-metadata'
import { db, resetDb } from './db'
import { api, names } from './test-api'

/** The silo rules of nexus/src/app/silo.rs and datastore/silo.rs, as the mock keeps them. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const GiB = 1024 ** 3
const newSilo = (over: Record<string, unknown> = {}) => ({
  name: 'acme',
  description: 'Acme',
  discoverable: true,
  identity_mode: 'local_only',
  admin_group_name: 'acme-admins',
  tls_certificates: [],
  quotas: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
  ...over,
})

const cookieOf = (headers: Headers) => /session=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1]

async function login(silo: string, username: string, password: string) {
  const res = await api('POST', `/v1/login/${silo}/local`, { body: { username, password } })
  return { status: res.status, cookie: cookieOf(res.headers) }
}

describe('silos', () => {
  it('lists discoverable silos to fleet viewers only', async () => {
    const res = await api('GET', '/v1/system/silos', { as: 'katherine' })
    expect(names(res.body)).toEqual(['maple', 'northwind', 'partner-labs'])
    expect((await api('GET', '/v1/system/silos', { as: 'alan' })).status).toBe(403)
    await api('POST', '/v1/system/silos', { body: newSilo({ discoverable: false }) })
    expect(names((await api('GET', '/v1/system/silos')).body)).not.toContain('acme')
    expect((await api('GET', '/v1/system/silos/acme')).status).toBe(200)
  })

  it('creates a silo with its quotas, admin group and certificates', async () => {
    const res = await api('POST', '/v1/system/silos', {
      body: newSilo({
        mapped_fleet_roles: { viewer: ['viewer'], admin: ['viewer', 'admin', 'admin'] },
        tls_certificates: [
          {
            name: 'acme-tls',
            description: '',
            service: 'external_api',
            cert: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
            key: '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n',
          },
        ],
      }),
    })
    expect(res.status).toBe(201)
    expect(res.body.mapped_fleet_roles).toEqual({ admin: ['admin', 'viewer'], viewer: ['viewer'] })
    const quotas = db.siloQuotas.find((q) => q.silo_id === res.body.id)
    expect(quotas).toEqual({
      silo_id: res.body.id,
      cpus: 16,
      memory: 64 * GiB,
      storage: 1024 * GiB,
    })
    const group = db.groups.find((g) => g.silo_id === res.body.id)
    expect(group?.display_name).toBe('acme-admins')
    expect(db.siloPolicies[res.body.id]?.role_assignments).toEqual([
      { identity_id: group?.id, identity_type: 'silo_group', role_name: 'admin' },
    ])
    expect(db.certificates.filter((c) => c.silo_id === res.body.id).map((c) => c.name)).toEqual([
      'acme-tls',
    ])
    const util = await api('GET', '/v1/system/utilization/silos/acme')
    expect(util.body.allocated).toEqual({ cpus: 16, memory: 64 * GiB, storage: 1024 * GiB })
  })

  it('refuses a taken name, a bad certificate and a bad role map', async () => {
    const taken = await api('POST', '/v1/system/silos', { body: newSilo({ name: 'maple' }) })
    expect(taken.status).toBe(400)
    expect(taken.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: silo "maple"',
    })
    const cert = await api('POST', '/v1/system/silos', {
      body: newSilo({
        tls_certificates: [
          { name: 'x', description: '', service: 'external_api', cert: 'no', key: 'no' },
        ],
      }),
    })
    expect(cert.body.message).toBe(
      'unsupported value for "certificate": Failed to parse certificate',
    )
    expect(db.silos.some((s) => s.name === 'acme')).toBe(false)
    const roles = await api('POST', '/v1/system/silos', {
      body: newSilo({ mapped_fleet_roles: { owner: ['admin'] } }),
    })
    expect(roles.status).toBe(400)
    expect(roles.body.message).toMatch(
      /^unable to parse JSON body: mapped_fleet_roles: unknown variant `owner`/,
    )
  })

  it('lets fleet collaborators create, and only fleet admins map fleet roles', async () => {
    expect(
      (await api('POST', '/v1/system/silos', { as: 'katherine', body: newSilo() })).status,
    ).toBe(403)
    expect((await api('POST', '/v1/system/silos', { as: 'ivan', body: newSilo() })).status).toBe(
      403,
    )
  })

  it('refuses to delete a silo that holds a project, and takes all else with it', async () => {
    const maple = await api('DELETE', '/v1/system/silos/maple')
    expect(maple.status).toBe(400)
    expect(maple.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'silo to be deleted contains a project',
    })
    expect((await api('DELETE', '/v1/system/silos/northwind', { as: 'katherine' })).status).toBe(
      403,
    )
    expect((await api('DELETE', '/v1/system/silos/northwind', { as: 'ivan' })).status).toBe(404)
    const gone = await api('DELETE', '/v1/system/silos/northwind')
    expect(gone.status).toBe(204)
    expect(db.users.some((u) => u.display_name.endsWith('@northwind.example'))).toBe(false)
    expect(db.samlProviders).toEqual([])
    expect((await api('GET', '/v1/system/silos/northwind')).status).toBe(404)
  })

  it('reads and replaces a silo policy', async () => {
    const read = await api('GET', '/v1/system/silos/partner-labs/policy', { as: 'katherine' })
    expect(read.body.role_assignments).toHaveLength(1)
    const body = { role_assignments: [] }
    expect(
      (await api('PUT', '/v1/system/silos/partner-labs/policy', { as: 'katherine', body })).status,
    ).toBe(403)
    expect((await api('PUT', '/v1/system/silos/partner-labs/policy', { body })).status).toBe(200)
  })
})

const saml = (over: Record<string, unknown> = {}) => ({
  name: 'azure',
  description: '',
  idp_entity_id: 'https://idp.example.com/saml',
  sp_client_id: 'oxide',
  acs_url: 'https://northwind.sys.example.com/login/northwind/saml/azure',
  slo_url: 'https://northwind.sys.example.com/logout',
  technical_contact_email: 'it@northwind.example',
  idp_metadata_source: { type: 'base64_encoded_xml', data: btoa(IDP_METADATA_XML) },
  ...over,
})

describe('SAML identity providers', () => {
  it('creates one from base64 XML or a known URL, and reads it by name or id', async () => {
    const created = await api('POST', '/v1/system/identity-providers/saml?silo=northwind', {
      body: saml({ group_attribute_name: 'groups' }),
    })
    expect(created.status).toBe(201)
    expect(created.body).not.toHaveProperty('idp_metadata_document_string')
    const list = await api('GET', '/v1/system/identity-providers?silo=northwind')
    expect(names(list.body)).toEqual(['azure', 'okta'])
    expect(list.body.items[0].provider_type).toBe('saml')
    const byName = await api('GET', '/v1/system/identity-providers/saml/azure?silo=northwind')
    expect(byName.body.group_attribute_name).toBe('groups')
    const byId = await api('GET', `/v1/system/identity-providers/saml/${created.body.id}`)
    expect(byId.body.name).toBe('azure')
    const mixed = await api(
      'GET',
      `/v1/system/identity-providers/saml/${created.body.id}?silo=northwind`,
    )
    expect(mixed.body.message).toBe(
      'when providing provider as an ID, silo should not be specified',
    )
    const url = await api('POST', '/v1/system/identity-providers/saml?silo=northwind', {
      body: saml({
        name: 'by-url',
        idp_metadata_source: { type: 'url', url: 'https://idp.example.com/saml/metadata' },
      }),
    })
    expect(url.status).toBe(201)
    const taken = await api('POST', '/v1/system/identity-providers/saml?silo=northwind', {
      body: saml(),
    })
    expect(taken.body.message).toBe('already exists: saml-identity-provider "azure"')
  })

  it('checks the silo, the metadata and the signing key pair as the server does', async () => {
    const post = (body: unknown, silo = 'northwind', as?: 'katherine') =>
      api('POST', `/v1/system/identity-providers/saml?silo=${silo}`, { body, as })
    expect((await post(saml(), 'maple')).body.message).toBe(
      'cannot create SAML identity providers in ApiOnly silos',
    )
    expect((await post(saml(), 'northwind', 'katherine')).status).toBe(403)
    const noKey = IDP_METADATA_XML.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '')
    const meta = (data: string) =>
      saml({ idp_metadata_source: { type: 'base64_encoded_xml', data } })
    expect((await post(meta(btoa(noKey)))).body.message).toBe(
      'no signing key found in IDP metadata',
    )
    expect((await post(meta(btoa('<x/>')))).body.message).toMatch(
      /could not be parsed as an EntityDescriptor/,
    )
    expect((await post(meta('not base64!'))).body.message).toBe(
      'unsupported value for "data": error getting decoding base64 data: Invalid symbol 32, offset 3.',
    )
    const url = await post(
      saml({ idp_metadata_source: { type: 'url', url: 'https://nowhere.example/m' } }),
    )
    expect(url.body.message).toMatch(/^unsupported value for "url": error querying url/)
    const pair = await post(saml({ signing_keypair: { public_cert: 'AAAA', private_key: 'AAAA' } }))
    expect(pair.body.message).toMatch(
      /^unable to parse JSON body: signing_keypair.public_cert: public_cert is not recognized as a X509 certificate/,
    )
  })
})

describe('local users', () => {
  it('creates a user who signs in with the password set, then is deleted', async () => {
    await api('POST', '/v1/system/silos', { body: newSilo() })
    const created = await api('POST', '/v1/system/identity-providers/local/users?silo=acme', {
      body: { external_id: 'wile', password: { mode: 'login_disallowed' } },
    })
    expect(created.status).toBe(201)
    expect(created.body.display_name).toBe('wile')
    const id = created.body.id
    expect((await login('acme', 'wile', '')).status).toBe(401)
    const set = await api(
      'POST',
      `/v1/system/identity-providers/local/users/${id}/set-password?silo=acme`,
      {
        body: { mode: 'password', value: 'road-runner' },
      },
    )
    expect(set.status).toBe(204)
    const session = await login('acme', 'wile', 'road-runner')
    expect(session.status).toBe(204)
    // a user of the new silo sees nothing of maple's
    const me = await api('GET', '/v1/me', { cookie: session.cookie })
    expect(me.body.silo_name).toBe('acme')
    const projects = await api('GET', '/v1/projects/web-frontend', { cookie: session.cookie })
    expect(projects.status).toBe(404)
    const silos = await api('GET', '/v1/system/silos/maple', { cookie: session.cookie })
    expect(silos.status).toBe(404)
    const users = await api('GET', '/v1/system/users?silo=maple', { cookie: session.cookie })
    expect(users.status).toBe(404)
    const own = await api('GET', '/v1/system/users?silo=acme', { cookie: session.cookie })
    expect(own.body.items.map((u: { id: string }) => u.id)).toEqual([id])
    expect((await login('maple', 'wile', 'road-runner')).status).toBe(401)

    const taken = await api('POST', '/v1/system/identity-providers/local/users?silo=acme', {
      body: { external_id: 'wile', password: { mode: 'login_disallowed' } },
    })
    expect(taken.body.message).toBe('already exists: silo-user "wile"')
    const del = await api('DELETE', `/v1/system/identity-providers/local/users/${id}?silo=acme`)
    expect(del.status).toBe(204)
    expect((await api('GET', '/v1/me', { cookie: session.cookie })).status).toBe(401)
    expect((await login('acme', 'wile', 'road-runner')).status).toBe(401)
  })

  it('has no local users in a SAML silo, and leaves them to admins', async () => {
    const body = { external_id: 'x', password: { mode: 'password', value: 'p' } }
    const samlSilo = await api('POST', '/v1/system/identity-providers/local/users?silo=northwind', {
      body,
    })
    expect(samlSilo.status).toBe(404)
    expect(samlSilo.body.message).toBe('not found: identity-provider with name "local"')
    expect((await login('northwind', 'x', 'p')).status).toBe(404)
    const viewer = await api('POST', '/v1/system/identity-providers/local/users?silo=maple', {
      as: 'katherine',
      body,
    })
    expect(viewer.status).toBe(403)
    const other = await api('POST', '/v1/system/identity-providers/local/users?silo=maple', {
      as: 'ivan',
      body,
    })
    expect(other.status).toBe(404)
    const long = await api('POST', '/v1/system/identity-providers/local/users?silo=maple', {
      body: { external_id: 'x', password: { mode: 'password', value: 'a'.repeat(513) } },
    })
    expect(long.body.message).toMatch(
      /password.value: unsupported password: the password provided was too long/,
    )
  })

  it('lists users and built-in users to those who may read them', async () => {
    const northwind = await api('GET', '/v1/system/users?silo=northwind', { as: 'katherine' })
    expect(northwind.body.items).toHaveLength(2)
    expect((await api('GET', '/v1/system/users?silo=northwind', { as: 'alan' })).status).toBe(404)
    expect((await api('GET', '/v1/system/users', { as: 'katherine' })).status).toBe(400)
    const builtin = await api('GET', '/v1/system/users-builtin', { as: 'katherine' })
    expect(names(builtin.body)).toContain('internal-api')
    expect((await api('GET', '/v1/system/users-builtin', { as: 'alan' })).status).toBe(403)
    expect((await api('GET', '/v1/system/users-builtin/omdb', { as: 'alan' })).status).toBe(404)
    expect((await api('GET', '/v1/system/users-builtin/omdb', { as: 'katherine' })).body.name).toBe(
      'omdb',
    )
  })
})
