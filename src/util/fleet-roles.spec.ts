import { describe, expect, it } from 'vitest'
import { fleetRoleDenies, siloActionDenied } from './fleet-roles'

describe('fleet roles on silos', () => {
  it('creating a silo takes a fleet collaborator, mapping its roles a fleet admin', () => {
    expect(fleetRoleDenies('siloCreate', 'collaborator')).toBeUndefined()
    expect(fleetRoleDenies('siloCreate', 'viewer')).toBe(
      'Requires the collaborator role or higher on the fleet; yours is viewer',
    )
    expect(fleetRoleDenies('mapFleetRoles', 'collaborator')).toMatch(/^Requires the admin role/)
  })

  it('a silo’s own admins may delete it and manage its providers and users', () => {
    const viewer = { fleet: 'viewer', silo: 'admin' } as const
    expect(siloActionDenied(viewer, true, 'siloAdminister')).toBeUndefined()
    expect(siloActionDenied(viewer, false, 'siloAdminister')).toBe(
      'Requires the admin role on the fleet; yours is viewer',
    )
    expect(
      siloActionDenied({ fleet: 'collaborator', silo: null }, false, 'siloModify'),
    ).toBeUndefined()
    expect(siloActionDenied({ fleet: 'collaborator', silo: null }, false, 'siloAdminister')).toBe(
      'Requires the admin role on the fleet; yours is collaborator',
    )
    expect(siloActionDenied({ fleet: 'viewer', silo: 'viewer' }, true, 'siloModify')).toBe(
      'Requires the collaborator role or higher on the fleet, or the admin role on the silo; yours are viewer and viewer',
    )
    // unknown roles leave it to the server
    expect(siloActionDenied({ fleet: undefined, silo: null }, false, 'siloModify')).toBeUndefined()
  })
})
