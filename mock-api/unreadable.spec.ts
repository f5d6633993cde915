import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { api } from './test-api'

/**
 * Issue 28, row R4 of real-api-behaviour.md: what the caller may not read is not found. A
 * refused check on a resource the caller cannot read answers its 404 `ObjectNotFound`, worded
 * as its lookup (nexus/auth/src/authz/api_resources.rs `on_unauthorized`; a lookup authorizes
 * the resource itself, not its parents: nexus/db-macros/src/lookup.rs). A caller who can read
 * it still gets 403. Barbara is a viewer of web-frontend and has no role on `ml-training`.
 */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, seed: 'demo' })
  resetDb()
})

const notFound = (message: string) => ({ error_code: 'ObjectNotFound', message })

describe('R4 unreadable means not found (nexus/auth/src/authz/api_resources.rs)', () => {
  it('hides a project and what is in it, by the name or id it was asked by', async () => {
    const project = await api('GET', '/v1/projects/ml-training', { as: 'barbara' })
    expect(project.status).toBe(404)
    expect(project.body).toMatchObject(notFound('not found: project with name "ml-training"'))
    const list = await api('GET', '/v1/instances?project=ml-training', { as: 'barbara' })
    expect(list.body).toMatchObject(notFound('not found: project with name "ml-training"'))
    const ml = db.projects.find((p) => p.name === 'ml-training')
    const instance = db.instances.find((i) => i.project_id === ml?.id)
    if (!instance) throw new Error('the seed has no instance in ml-training')
    const byName = await api('GET', `/v1/instances/${instance.name}?project=ml-training`, {
      as: 'barbara',
    })
    expect(byName.body).toMatchObject(notFound(`not found: instance with name "${instance.name}"`))
    const stop = await api('POST', `/v1/instances/${instance.id}/stop`, { as: 'barbara' })
    expect(stop.status).toBe(404)
    expect(stop.body).toMatchObject(notFound(`not found: instance with id "${instance.id}"`))
  })

  it('refuses a create in a project the caller cannot read with the project’s 404', async () => {
    const res = await api('POST', '/v1/disks?project=ml-training', {
      as: 'barbara',
      body: {
        name: 'd',
        description: '',
        size: 1024 ** 3,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
      },
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: project with name "ml-training"')
  })

  it('hides a project’s OxQL query the same way (nexus/src/app/metrics.rs)', async () => {
    const res = await api('POST', '/v1/timeseries/query?project=ml-training', {
      as: 'barbara',
      body: { query: 'get virtual_disk:bytes_read' },
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('not found: project with name "ml-training"')
  })

  it('still answers 403 to a caller who can read it', async () => {
    const res = await api('POST', '/v1/instances/web-1/stop?project=web-frontend', {
      as: 'barbara',
    })
    expect(res.status).toBe(403)
    expect(res.body.error_code).toBe('Forbidden')
    const policy = await api('PUT', '/v1/projects/web-frontend/policy', {
      as: 'barbara',
      body: { role_assignments: [] },
    })
    expect(policy.status).toBe(403)
  })
})
