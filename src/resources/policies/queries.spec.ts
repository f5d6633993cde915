import { describe, expect, it } from 'vitest'
import { assignedGroups } from './queries'

describe('assignedGroups', () => {
  it('keeps the groups that hold a role in a policy, so only their members are read (issue 29)', () => {
    const groups = [{ id: 'admins' }, { id: 'ops' }, { id: 'everyone' }]
    const silo = {
      roleAssignments: [{ identityId: 'admins', identityType: 'silo_group', roleName: 'admin' }],
    }
    const project = {
      roleAssignments: [
        { identityId: 'ops', identityType: 'silo_group', roleName: 'collaborator' },
        { identityId: 'grace', identityType: 'silo_user', roleName: 'viewer' },
      ],
    }
    expect(assignedGroups(groups, [project, silo])).toEqual([{ id: 'admins' }, { id: 'ops' }])
    // a policy that could not be read holds no role
    expect(assignedGroups(groups, [undefined, { status: 403 }])).toEqual([])
  })
})
