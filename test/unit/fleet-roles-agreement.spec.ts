import { beforeAll, describe, expect, it } from 'vitest'
import { fleetRole, siloRole } from '../../mock-api/authz'
import { configureMock } from '../../mock-api/config'
import { users } from '../../mock-api/data/silo'
import { db, resetDb } from '../../mock-api/db'
import {
  certificatesDenied,
  fleetRoleDenies,
  fleetRoleOf,
  quotasDenied,
  siloActionDenied,
} from '../../src/util/fleet-roles'

/**
 * The console works out a user's fleet role from the fleet policy, their groups, their silo role
 * and their silo's `mapped_fleet_roles` (src/util/fleet-roles.ts); the mock's authz is what
 * the server enforces. They must agree for every seeded user, also once the policy changes.
 */
const camel = (p: { role_assignments: { identity_id: string; role_name: string }[] }) => ({
  roleAssignments: p.role_assignments.map((a) => ({
    identityId: a.identity_id,
    roleName: a.role_name as 'admin' | 'collaborator' | 'viewer',
  })),
})

function consoleFleetRole(userId: string) {
  const user = db.users.find((u) => u.id === userId)
  if (!user) throw new Error(userId)
  const groups = db.groupMembers.filter((m) => m.user_id === userId).map((m) => m.group_id)
  const silo = db.silos.find((s) => s.id === user.silo_id)
  return fleetRoleOf(
    camel(db.fleetPolicy),
    [userId, ...groups],
    siloRole(user),
    silo?.mapped_fleet_roles,
  )
}

describe('fleet roles: the console agrees with the mock', () => {
  beforeAll(() => {
    configureMock({ delay: 0, chaos: 0 })
    resetDb()
  })

  it.each(users.map((u) => [u.display_name, u.id] as const))('%s', (_, id) => {
    const user = db.users.find((u) => u.id === id)
    if (!user) throw new Error(id)
    expect(consoleFleetRole(id)).toBe(fleetRole(user))
  })

  it('after the policy names a group and a collaborator', () => {
    const sre = db.groups.find((g) => g.display_name === 'site-reliability')
    const alan = users.find((u) => u.display_name === 'Alan Turing')
    if (!sre || !alan) throw new Error('seed')
    db.fleetPolicy = {
      role_assignments: [
        { identity_id: sre.id, identity_type: 'silo_group', role_name: 'collaborator' },
        { identity_id: alan.id, identity_type: 'silo_user', role_name: 'viewer' },
      ],
    }
    for (const u of db.users) expect(consoleFleetRole(u.id), u.display_name).toBe(fleetRole(u))
    resetDb()
  })
})

/** Make Alan a collaborator on the fleet; the mock's caller, to call it as him. */
async function asFleetCollaborator() {
  const { api } = await import('../../mock-api/test-api')
  const alan = users.find((u) => u.display_name === 'Alan Turing')
  if (!alan) throw new Error('seed')
  db.fleetPolicy = {
    role_assignments: [
      { identity_id: alan.id, identity_type: 'silo_user', role_name: 'collaborator' },
    ],
  }
  return api
}

describe('what a fleet role allows', () => {
  it('IP pools: the fleet admins only, as the mock (and omicron.polar, IpPoolList) has it', async () => {
    const api = await asFleetCollaborator()
    const made = await api('POST', '/v1/system/ip-pools', {
      as: 'alan',
      body: { name: 'nope', description: '' },
    })
    expect(made.status).toBe(403)
    expect(fleetRoleDenies('ipPools', 'collaborator')).toBe(
      'Requires the admin role on the fleet; yours is collaborator',
    )
    expect(fleetRoleDenies('ipPools', 'admin')).toBeUndefined()
    resetDb()
  })

  it('subnet pools: the fleet admins only, as the mock has it (as for IP pools)', async () => {
    const api = await asFleetCollaborator()
    const made = await api('POST', '/v1/system/subnet-pools', {
      as: 'alan',
      body: { name: 'nope', description: '', ip_version: 'v4' },
    })
    expect(made.status).toBe(403)
    const link = await api('DELETE', '/v1/system/subnet-pools/customer-blocks/silos/maple', {
      as: 'alan',
    })
    expect(link.status).toBe(403)
    expect(fleetRoleDenies('subnetPools', 'collaborator')).toBe(
      'Requires the admin role on the fleet; yours is collaborator',
    )
    expect(fleetRoleDenies('subnetPools', 'admin')).toBeUndefined()
    resetDb()
  })

  it('SCIM tokens: the fleet admins, or the silo’s own admins, as the mock has it', async () => {
    const api = await asFleetCollaborator()
    const T = '/v1/system/scim/tokens'
    expect((await api('POST', `${T}?silo=maple`, { as: 'alan' })).status).toBe(403)
    expect(
      siloActionDenied({ fleet: 'collaborator', silo: 'collaborator' }, true, 'scimTokens'),
    ).toBe(
      'Requires the admin role on the fleet, or the admin role on the silo; yours are collaborator and collaborator',
    )
    // ivan administers partner-labs and has no fleet role
    expect((await api('POST', `${T}?silo=partner-labs`, { as: 'ivan' })).status).toBe(201)
    expect(siloActionDenied({ fleet: null, silo: 'admin' }, true, 'scimTokens')).toBeUndefined()
    expect(siloActionDenied({ fleet: 'admin', silo: null }, false, 'scimTokens')).toBeUndefined()
    resetDb()
  })

  it('a silo’s policy: fleet collaborators any silo’s, its own admins theirs, as the mock has it', async () => {
    const api = await asFleetCollaborator()
    const katherine = users.find((u) => u.display_name === 'Katherine Johnson')
    if (!katherine) throw new Error('seed')
    db.fleetPolicy.role_assignments.push({
      identity_id: katherine.id,
      identity_type: 'silo_user',
      role_name: 'viewer',
    })
    const P = '/v1/system/silos/partner-labs/policy'
    const body = { role_assignments: [] }
    expect((await api('GET', P, { as: 'katherine' })).status).toBe(200)
    expect((await api('PUT', P, { as: 'katherine', body })).status).toBe(403)
    expect(siloActionDenied({ fleet: 'viewer', silo: 'viewer' }, false, 'siloModify')).toBe(
      'Requires the collaborator role or higher on the fleet; yours is viewer',
    )
    expect((await api('PUT', P, { as: 'alan', body })).status).toBe(200)
    expect(
      siloActionDenied({ fleet: 'collaborator', silo: 'collaborator' }, false, 'siloModify'),
    ).toBeUndefined()
    resetDb()
    // ivan administers partner-labs and has no fleet role
    expect((await api('PUT', P, { as: 'ivan', body })).status).toBe(200)
    expect(siloActionDenied({ fleet: null, silo: 'admin' }, true, 'siloModify')).toBeUndefined()
    resetDb()
  })

  it('webhooks: collaborators create, admins change, as the mock (omicron.polar FleetChild)', async () => {
    const api = await asFleetCollaborator()
    const made = await api('POST', '/v1/webhook-receivers', {
      as: 'alan',
      body: { name: 'by-alan', description: '', endpoint: 'https://a.example.com', secrets: ['k'] },
    })
    expect(made.status).toBe(201)
    expect(fleetRoleDenies('webhookCreate', 'collaborator')).toBeUndefined()
    const changed = await api('DELETE', '/v1/alert-receivers/by-alan', { as: 'alan' })
    expect(changed.status).toBe(403)
    expect(fleetRoleDenies('webhooks', 'collaborator')).toBe(
      'Requires the admin role on the fleet; yours is collaborator',
    )
    resetDb()
  })

  it('disk adoption: the fleet admins only, as the mock (and ds/physical_disk.rs) has it', async () => {
    const api = await asFleetCollaborator()
    const disk = { vendor: '1b96', model: 'WUS5EA138ESP7E3', serial: 'A005037Q' }
    const enabled = await api('PUT', '/v1/system/hardware/disk-adoption-request', {
      as: 'alan',
      body: disk,
    })
    expect(enabled.status).toBe(403)
    const request = db.diskAdoptionRequests[0]
    if (!request) throw new Error('seed')
    const disabled = await api(
      'DELETE',
      `/v1/system/hardware/disk-adoption-request/${request.id}`,
      { as: 'alan' },
    )
    expect(disabled.status).toBe(403)
    expect(fleetRoleDenies('diskAdoption', 'collaborator')).toBe(
      'Requires the admin role on the fleet; yours is collaborator',
    )
    expect(fleetRoleDenies('diskAdoption', 'admin')).toBeUndefined()
    resetDb()
  })

  it('certificates: the admins of the silo or of the fleet', () => {
    expect(certificatesDenied({ fleet: 'admin', silo: null })).toBeUndefined()
    expect(certificatesDenied({ fleet: 'viewer', silo: 'admin' })).toBeUndefined()
    expect(certificatesDenied({ fleet: 'collaborator', silo: 'collaborator' })).toBe(
      'Requires the admin role on the fleet, or the admin role on the silo; yours are collaborator and collaborator',
    )
    // unknown roles disable nothing: the server's 403 is the backstop
    expect(certificatesDenied({ fleet: undefined, silo: null })).toBeUndefined()
  })

  it('quotas: fleet collaborators any silo’s, a silo admin their own', () => {
    expect(quotasDenied({ fleet: 'collaborator', silo: null }, false)).toBeUndefined()
    expect(quotasDenied({ fleet: 'viewer', silo: 'admin' }, true)).toBeUndefined()
    expect(quotasDenied({ fleet: 'viewer', silo: 'admin' }, false)).toBe(
      'Requires the collaborator role or higher on the fleet; yours is viewer',
    )
    expect(quotasDenied({ fleet: 'viewer', silo: 'viewer' }, true)).toBe(
      'Requires the collaborator role or higher on the fleet, or the admin role on the silo; yours are viewer and viewer',
    )
  })

  it('a silo role confers only the fleet roles its silo maps it to', () => {
    const mapped = { admin: ['admin'], viewer: ['viewer'] }
    expect(fleetRoleOf({ roleAssignments: [] }, ['u'], 'admin', mapped)).toBe('admin')
    expect(fleetRoleOf({ roleAssignments: [] }, ['u'], 'collaborator', mapped)).toBeNull()
    expect(
      fleetRoleOf(
        { roleAssignments: [{ identityId: 'g', roleName: 'collaborator' }] },
        ['u', 'g'],
        'viewer',
        mapped,
      ),
    ).toBe('collaborator')
  })
})
