import { describe, expect, it } from 'vitest'
import { fleetDenies, fleetRoleOf } from './fleet-roles'

describe('fleet roles', () => {
  it('takes the strongest of the assigned and the conferred role', () => {
    const base = { assigned: null, siloRole: null, mapped: {}, fleetViewer: false }
    expect(fleetRoleOf(base)).toBeNull()
    expect(fleetRoleOf({ ...base, assigned: 'viewer', fleetViewer: true })).toBe('viewer')
    expect(
      fleetRoleOf({ ...base, siloRole: 'admin', mapped: { admin: ['admin'] }, fleetViewer: true }),
    ).toBe('admin')
    // a silo role the silo maps to nothing confers nothing
    expect(fleetRoleOf({ ...base, siloRole: 'viewer', mapped: { admin: ['admin'] } })).toBeNull()
    // the API says "fleet viewer" but the policy was not readable: a viewer, no more
    expect(fleetRoleOf({ ...base, fleetViewer: true })).toBe('viewer')
  })

  it('says why a role does not allow an action', () => {
    expect(fleetDenies('siloCreate', 'collaborator')).toBeUndefined()
    expect(fleetDenies('siloCreate', 'viewer')).toBe(
      'Requires the fleet collaborator role or higher; yours is fleet viewer',
    )
    expect(fleetDenies('siloAdminister', 'collaborator')).toBe(
      'Requires the fleet admin role (or the silo’s admin role); yours is fleet collaborator',
    )
    expect(fleetDenies('siloAdminister', 'viewer', true)).toBeUndefined()
    expect(fleetDenies('mapFleetRoles', 'viewer', true)).toMatch(/^Requires the fleet admin role;/)
  })
})
