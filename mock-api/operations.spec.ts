import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { exampleRootRole } from './data/updates'
import { resetDb } from './db'
import { allHandlers } from './handlers'
import { parseRange } from './handlers/bundle-bytes'
import { api, names, users } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 300 })
  resetDb()
})

const BUNDLES = '/experimental/v1/system/support-bundles'
const ACTIVE = '0190c2a0-3c00-4000-8000-00000000b001'
const FAILED = '0190c2a0-3c00-4000-8000-00000000b002'
const later = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A raw answer (a download's bytes are no JSON). */
async function raw(method: string, path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://mock.test${path}`, {
    method,
    headers: { cookie: `session=${users.grace}`, ...headers },
  })
  const response = await getResponse(allHandlers, request, { baseUrl: 'http://mock.test' })
  if (!response) throw new Error('no handler')
  return response
}

describe('support bundles', () => {
  it('reads for fleet viewers, changes for fleet admins', async () => {
    const list = await api('GET', BUNDLES, { as: 'katherine' })
    expect(list.body.items.map((b: { state: string }) => b.state)).toEqual(['active', 'failed'])
    expect((await api('GET', BUNDLES, { as: 'alan' })).status).toBe(403)
    const create = await api('POST', BUNDLES, { as: 'katherine', body: {} })
    expect(create.status).toBe(403)
  })

  it('collects a new bundle, then it is active; a delete destroys it', async () => {
    const res = await api('POST', BUNDLES, { body: { user_comment: 'disk faults' } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      state: 'collecting',
      user_comment: 'disk faults',
      reason_for_creation: 'Created by external API',
    })
    const id = res.body.id
    expect((await raw('GET', `${BUNDLES}/${id}/download`)).status).toBe(400)
    await later(650)
    expect((await api('GET', `${BUNDLES}/${id}`)).body.state).toBe('active')
    expect((await api('DELETE', `${BUNDLES}/${id}`)).status).toBe(204)
    expect((await api('GET', `${BUNDLES}/${id}`)).body.state).toBe('destroying')
    const again = await api('DELETE', `${BUNDLES}/${id}`)
    expect(again.body.message).toBe(
      'Cannot update support bundle state from Destroying to Destroying',
    )
    await later(350)
    expect((await api('GET', `${BUNDLES}/${id}`)).status).toBe(404)
  })

  it('deletes a failed bundle at once and refuses to download it', async () => {
    const res = await api('GET', `${BUNDLES}/${FAILED}/index`)
    expect(res.body.message).toBe('Cannot download bundle in non-active state')
    expect((await api('DELETE', `${BUNDLES}/${FAILED}`)).status).toBe(204)
    const gone = await api('GET', `${BUNDLES}/${FAILED}`)
    expect(gone.body.message).toBe(`not found: support-bundle with id "${FAILED}"`)
  })

  it('updates the comment, up to 4096 bytes', async () => {
    const res = await api('PUT', `${BUNDLES}/${ACTIVE}`, { body: { user_comment: 'case 12' } })
    expect(res.body.user_comment).toBe('case 12')
    const long = await api('PUT', `${BUNDLES}/${ACTIVE}`, {
      body: { user_comment: 'x'.repeat(4097) },
    })
    expect(long.body.message).toBe('User comment cannot exceed 4096 bytes')
  })

  it('serves the bundle, its index and a file, with lengths and ranges', async () => {
    const head = await raw('HEAD', `${BUNDLES}/${ACTIVE}/download`)
    const length = Number(head.headers.get('content-length'))
    expect(length).toBeGreaterThan(8 * 1024 * 1024)
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    const whole = await raw('GET', `${BUNDLES}/${ACTIVE}/download`)
    expect(whole.headers.get('content-type')).toBe('application/zip')
    expect((await whole.arrayBuffer()).byteLength).toBe(length)

    const index = await (await raw('GET', `${BUNDLES}/${ACTIVE}/index`)).text()
    expect(index.split('\n')).toContain('bundle_id.txt')
    const file = await raw('GET', `${BUNDLES}/${ACTIVE}/download/bundle_id.txt`)
    expect(await file.text()).toBe(ACTIVE)
    const part = await raw('GET', `${BUNDLES}/${ACTIVE}/download/bundle_id.txt`, {
      range: 'bytes=0-7',
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 0-7/36')
    expect(await part.text()).toBe(ACTIVE.slice(0, 8))
    const nested = encodeURIComponent(index.split('\n')[2] ?? '')
    expect((await raw('HEAD', `${BUNDLES}/${ACTIVE}/download/${nested}`)).status).toBe(200)
  })

  it('reads ranges as the range-requests crate does', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual([0, 9])
    expect(parseRange('bytes=90-', 100)).toEqual([90, 99])
    expect(parseRange('bytes=-10', 100)).toEqual([90, 99])
    expect(parseRange('bytes=0-500', 100)).toEqual([0, 99])
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('items=0-1', 100)).toBe('unsatisfiable')
  })
})

describe('system update', () => {
  it('reports the target and counts, and moves to an uploaded newer release', async () => {
    const status = await api('GET', '/v1/system/update/status', { as: 'katherine' })
    expect(status.body.target_release.version).toBe('22.0.0')
    expect(status.body.components_by_release_version).toEqual({ '22.0.0': 212 })
    const repos = await api('GET', '/v1/system/update/repositories')
    expect(repos.body.items.map((r: { system_version: string }) => r.system_version)).toEqual([
      '22.1.0',
      '22.0.0',
    ])
    const put = (v: string, as?: 'katherine') =>
      api('PUT', '/v1/system/update/target-release', { as, body: { system_version: v } })
    expect((await put('22.1.0', 'katherine')).status).toBe(403)
    expect((await put('21.0.0')).body.message).toBe(
      'Target release cannot be changed: cannot downgrade: requested target release version 21.0.0 is older than current target release version 22.0.0',
    )
    expect((await put('22.0.0')).body.message).toMatch(/already targeting that version/)
    expect((await put('24.0.0')).body.message).toMatch(/cannot skip from scheduled release 22/)
    expect((await put('22.5.0')).body.message).toBe('not found: tuf-repo with id "22.5.0"')
    expect((await put('22.1.0')).status).toBe(204)
    const moving = await api('GET', '/v1/system/update/status')
    expect(moving.body.target_release.version).toBe('22.1.0')
    expect(moving.body.components_by_release_version['22.0.0']).toBe(212)
    expect((await put('22.2.0')).body.message).toMatch(/a previous update is still in progress/)
  })

  it('keeps the trust store: add (a root role only), view, delete', async () => {
    const bad = await api('POST', '/v1/system/update/trust-roots', { body: { hello: 1 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/missing field `signed`/)
    const res = await api('POST', '/v1/system/update/trust-roots', { body: exampleRootRole })
    expect(res.status).toBe(201)
    const list = await api('GET', '/v1/system/update/trust-roots', { as: 'katherine' })
    expect(list.body.items).toHaveLength(2)
    const path = `/v1/system/update/trust-roots/${res.body.id}`
    expect((await api('DELETE', path, { as: 'katherine' })).status).toBe(403)
    expect((await api('DELETE', path)).status).toBe(204)
    expect((await api('GET', path)).status).toBe(404)
  })
})

describe('probes', () => {
  const PROBES = '/experimental/v1/probes?project=web-frontend'
  const sled = '5c1ed000-0000-4000-8000-000000000001'

  it('needs a fleet role, then the project', async () => {
    expect(names((await api('GET', PROBES, { as: 'katherine' })).body)).toEqual(['edge-probe'])
    expect((await api('GET', PROBES, { as: 'alan' })).status).toBe(403)
    const made = await api('POST', PROBES, {
      as: 'katherine',
      body: { name: 'p2', description: '', sled },
    })
    expect(made.status).toBe(403)
  })

  it('creates with an address and an interface, views and deletes', async () => {
    const res = await api('POST', PROBES, {
      body: { name: 'p2', description: 'd', sled, pool_selector: { type: 'auto' } },
    })
    expect(res.status).toBe(201)
    const view = await api('GET', `/experimental/v1/probes/p2?project=web-frontend`)
    expect(view.body.external_ips[0].kind).toBe('ephemeral')
    expect(view.body.interface.kind).toEqual({ type: 'probe', id: res.body.id })
    const noSled = await api('POST', PROBES, {
      body: { name: 'p3', description: '', sled: '5c1ed000-0000-4000-8000-000000000999' },
    })
    expect(noSled.body.message).toBe(
      'not found: sled with id "5c1ed000-0000-4000-8000-000000000999"',
    )
    expect((await api('DELETE', `/experimental/v1/probes/p2?project=web-frontend`)).status).toBe(
      204,
    )
    const gone = await api('GET', `/experimental/v1/probes/p2?project=web-frontend`)
    expect(gone.body.message).toBe('not found: probe with name "p2"')
  })
})

describe('what the console expects of the fleet roles', () => {
  it('a fleet collaborator may not change bundles, the update or probes (admin only)', async () => {
    const { db } = await import('./db')
    const { FLEET_ROLE_NEEDED } = await import('../src/util/fleet-roles')
    db.fleetPolicy = {
      role_assignments: [
        { identity_id: users.alan, identity_type: 'silo_user', role_name: 'collaborator' },
      ],
    }
    expect(FLEET_ROLE_NEEDED).toMatchObject({
      supportBundles: 'admin',
      systemUpdate: 'admin',
      probes: 'admin',
    })
    const as = { as: 'alan' as const }
    expect((await api('POST', BUNDLES, { ...as, body: {} })).status).toBe(403)
    const target = { system_version: '22.1.0' }
    expect(
      (await api('PUT', '/v1/system/update/target-release', { ...as, body: target })).status,
    ).toBe(403)
    const probe = { name: 'p', description: '', sled: '5c1ed000-0000-4000-8000-000000000001' }
    const made = await api('POST', '/experimental/v1/probes?project=web-frontend', {
      ...as,
      body: probe,
    })
    expect(made.status).toBe(403)
    // reading takes only the viewer role
    expect((await api('GET', BUNDLES, as)).status).toBe(200)
  })
})
