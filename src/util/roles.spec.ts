import { describe, expect, it } from 'vitest'
import {
  atLeast,
  projectRoleOf,
  type Role,
  roleDenies,
  roleIn,
  roleReason,
  strongest,
} from './roles'

const user = 'user-1'
const sre = 'group-sre'
const devs = 'group-devs'
const me = [user, sre] // the user and the one group they are in

const policy = (...entries: [string, Role][]) => ({
  roleAssignments: entries.map(([identityId, roleName]) => ({ identityId, roleName })),
})

describe('strongest', () => {
  it('orders viewer < limited collaborator < collaborator < admin, whatever the order given', () => {
    expect(strongest('viewer', 'admin', 'collaborator')).toBe('admin')
    expect(strongest('limited_collaborator', 'viewer')).toBe('limited_collaborator')
    expect(strongest('collaborator', 'limited_collaborator')).toBe('collaborator')
    expect(strongest(null, undefined)).toBeNull()
  })

  it('atLeast: no role reaches nothing', () => {
    expect(atLeast(null, 'viewer')).toBe(false)
    expect(atLeast('collaborator', 'limited_collaborator')).toBe(true)
    expect(atLeast('limited_collaborator', 'collaborator')).toBe(false)
  })
})

describe('roleIn', () => {
  it("counts the user's own assignment and their groups', strongest first", () => {
    expect(roleIn(policy([user, 'viewer']), me)).toBe('viewer')
    expect(roleIn(policy([sre, 'viewer']), me)).toBe('viewer')
    expect(roleIn(policy([user, 'viewer'], [sre, 'collaborator']), me)).toBe('collaborator')
    expect(roleIn(policy([sre, 'viewer'], [user, 'admin']), me)).toBe('admin')
  })

  it('ignores other users, groups the user is not in, and identities of another silo', () => {
    const others = policy(
      ['user-2', 'admin'],
      [devs, 'collaborator'],
      ['user-of-partner-labs', 'admin'],
    )
    expect(roleIn(others, me)).toBeNull()
    expect(roleIn(policy(), me)).toBeNull()
    // a policy the user may not read (403) holds no role of theirs
    expect(roleIn(null, me)).toBeNull()
  })
})

describe('projectRoleOf: the max of the silo role and the project’s own assignments', () => {
  it('a silo viewer who is admin of one project is admin there and viewer elsewhere', () => {
    const silo = roleIn(policy([sre, 'viewer']), me)
    expect(projectRoleOf(silo, roleIn(policy([user, 'admin']), me))).toBe('admin')
    expect(projectRoleOf(silo, roleIn(policy(), me))).toBe('viewer')
  })

  it('a project assignment never weakens the silo role', () => {
    expect(projectRoleOf('limited_collaborator', 'viewer')).toBe('limited_collaborator')
  })

  it('a silo collaborator or admin is admin of every project (omicron.polar)', () => {
    expect(projectRoleOf('collaborator', 'viewer')).toBe('admin')
    expect(projectRoleOf('admin', null)).toBe('admin')
    expect(projectRoleOf('viewer', null)).toBe('viewer')
  })

  it('without a silo role, the project assignments alone (through a group too)', () => {
    expect(projectRoleOf(null, roleIn(policy([sre, 'limited_collaborator']), me))).toBe(
      'limited_collaborator',
    )
    expect(projectRoleOf(null, null)).toBeNull()
  })
})

describe('roleDenies', () => {
  it('creating projects needs collaborator on the silo; a project role does not help', () => {
    expect(roleDenies('projectCreate', { silo: 'viewer', project: 'admin' })).toBe(
      'Requires the collaborator role or higher on the silo; yours is viewer',
    )
    expect(roleDenies('projectCreate', { silo: 'collaborator', project: undefined })).toBe(
      undefined,
    )
    // a fleet role is no input at all: with no silo assignment there is no silo role
    expect(roleDenies('projectCreate', { silo: null, project: null })).toBe(
      'Requires the collaborator role or higher on the silo; you have none',
    )
  })

  it('compute needs limited collaborator on the project; project edits need its admin', () => {
    const limited = { silo: null, project: 'limited_collaborator' as const }
    expect(roleDenies('compute', limited)).toBeUndefined()
    expect(roleDenies('projectUpdate', limited)).toBe(
      'Requires the admin role on this project; yours is limited collaborator',
    )
    expect(roleDenies('projectDelete', { silo: null, project: 'collaborator' })).toBe(
      'Requires the admin role on this project; yours is collaborator',
    )
    expect(roleDenies('compute', { silo: 'viewer', project: 'viewer' })).toBe(
      'Requires the limited collaborator role or higher on this project; yours is viewer',
    )
    expect(roleDenies('projectDelete', { silo: 'viewer', project: 'admin' })).toBeUndefined()
  })

  it("silo images are the silo's collaborators': a project role does not help", () => {
    expect(roleDenies('siloImages', { silo: 'viewer', project: 'admin' })).toBe(
      'Requires the collaborator role or higher on the silo; yours is viewer',
    )
    expect(roleDenies('siloImages', { silo: 'collaborator', project: null })).toBeUndefined()
  })

  it('an unknown role (its policy could not be read) leaves the decision to the server', () => {
    expect(roleDenies('compute', { silo: 'viewer', project: undefined })).toBeUndefined()
    expect(roleDenies('projectCreate', { silo: undefined, project: undefined })).toBeUndefined()
  })

  it('admin-only actions say so without "or higher"', () => {
    expect(roleReason('projectPolicyUpdate', 'collaborator')).toBe(
      'Requires the admin role on this project; yours is collaborator',
    )
  })
})
