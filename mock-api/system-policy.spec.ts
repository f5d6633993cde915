import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { alan, katherine } from './data/silo'
import { db, resetDb } from './db'
import { api } from './test-api'

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
})

const assignment = (id: string, role: string) => ({
  identity_id: id,
  identity_type: 'silo_user',
  role_name: role,
})

describe('the system policy', () => {
  it('is read by fleet viewers, directly assigned or through the silo mapping', async () => {
    for (const who of ['katherine', 'grace'] as const) {
      const res = await api('GET', '/v1/system/policy', { as: who })
      expect(res.status, who).toBe(200)
      expect(res.body.role_assignments).toEqual([assignment(katherine.id, 'viewer')])
    }
  })

  it('is refused to users with no fleet role', async () => {
    for (const who of ['alan', 'ivan'] as const)
      expect((await api('GET', '/v1/system/policy', { as: who })).status, who).toBe(403)
  })

  it('is replaced whole by a fleet admin, and the new role takes effect', async () => {
    const body = { role_assignments: [assignment(alan.id, 'collaborator')] }
    const res = await api('PUT', '/v1/system/policy', { body })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(body)
    expect(db.fleetPolicy).toEqual(body)
    // katherine lost her role; alan can now read the fleet
    expect((await api('GET', '/v1/system/policy', { as: 'katherine' })).status).toBe(403)
    expect((await api('GET', '/v1/system/policy', { as: 'alan' })).status).toBe(200)
  })

  it('takes the fleet roles only', async () => {
    const res = await api('PUT', '/v1/system/policy', {
      body: { role_assignments: [assignment(alan.id, 'limited_collaborator')] },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(
      /role_assignments\[0\]\.role_name: unknown variant `limited_collaborator`, expected one of `admin`, `collaborator`, `viewer`/,
    )
  })

  it('checks neither that identities exist nor one role each, as the server (row 23)', async () => {
    const ghost = '00000000-0000-4000-8000-00000000dead'
    const body = {
      role_assignments: [
        assignment(ghost, 'viewer'),
        assignment(alan.id, 'viewer'),
        assignment(alan.id, 'admin'),
      ],
    }
    expect((await api('PUT', '/v1/system/policy', { body })).status).toBe(200)
  })

  it('refuses more than 64 assignments', async () => {
    const many = Array.from({ length: 65 }, () => assignment(alan.id, 'viewer'))
    const res = await api('PUT', '/v1/system/policy', { body: { role_assignments: many } })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/at most 64 role assignments/)
  })

  it('is changed by fleet admins only: a fleet viewer or a silo admin of another silo is refused', async () => {
    const body = { role_assignments: [] }
    expect((await api('PUT', '/v1/system/policy', { as: 'katherine', body })).status).toBe(403)
    expect((await api('PUT', '/v1/system/policy', { as: 'ivan', body })).status).toBe(403)
  })
})
