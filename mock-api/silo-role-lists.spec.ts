import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { api } from './test-api'

/**
 * Issue 28, rows R1-R3 of real-api-behaviour.md: listing the silo's projects, silo images and
 * IP pools is ListChildren on the silo (or on `SiloImageList`), which omicron.polar grants to
 * a silo viewer only. Any user of the silo may read the silo, so the refusal is a 403, not a
 * 404. Barbara holds project roles (viewer of web-frontend, collaborator of data-pipeline) and
 * no silo role.
 */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, seed: 'demo' })
  resetDb()
})

describe('lists that take a silo role', () => {
  it('R1: refuses the project list (nexus/db-queries/src/db/datastore/project.rs `projects_list`)', async () => {
    const res = await api('GET', '/v1/projects', { as: 'barbara' })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ error_code: 'Forbidden', message: 'Forbidden' })
    // her projects themselves stay hers to read
    expect((await api('GET', '/v1/projects/web-frontend', { as: 'barbara' })).status).toBe(200)
  })

  it('R2: refuses silo images, not a project’s (nexus/db-queries/src/db/datastore/image.rs `silo_image_list`)', async () => {
    expect((await api('GET', '/v1/images', { as: 'barbara' })).status).toBe(403)
    expect((await api('GET', '/v1/images?project=web-frontend', { as: 'barbara' })).status).toBe(
      200,
    )
  })

  it('R3: refuses the silo’s IP pools (nexus/src/app/ip_pool.rs `current_silo_ip_pool_list`)', async () => {
    expect((await api('GET', '/v1/ip-pools', { as: 'barbara' })).status).toBe(403)
  })

  it('lists all three to a silo viewer', async () => {
    for (const path of ['/v1/projects', '/v1/images', '/v1/ip-pools'])
      expect((await api('GET', path, { as: 'katherine' })).status).toBe(200)
  })
})
