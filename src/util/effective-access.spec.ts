import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Assignment,
  accessSentence,
  actionsFor,
  assignmentRows,
  candidates,
  describeGrant,
  effectiveAccess,
  type Identity,
  type Policy,
  ROLES_STRONGEST_FIRST,
  withoutIdentity,
  withRole,
} from './effective-access'
import { type Role, strongest } from './roles'

const user = (id: string, name: string): Identity => ({ id, name, type: 'silo_user' })
const group = (id: string, name: string): Identity => ({ id, name, type: 'silo_group' })
const grant = (i: Identity, roleName: Role): Assignment => ({
  identityId: i.id,
  identityType: i.type,
  roleName,
})
const policy = (...roleAssignments: Assignment[]): Policy => ({ roleAssignments })

const ada = user('u1', 'Ada')
const bob = user('u2', 'bob')
const cy = user('u3', 'Cy')
const devs = group('g1', 'developers')
const ops = group('g2', 'Ops')
const everyone = [ops, cy, devs, bob, ada]

describe('roles, strongest first', () => {
  it('admin, collaborator, limited collaborator, viewer', () => {
    expect(ROLES_STRONGEST_FIRST).toEqual([
      'admin',
      'collaborator',
      'limited_collaborator',
      'viewer',
    ])
  })
})

describe('the assignment list', () => {
  it('users first, then groups, each by name', () => {
    const rows = assignmentRows(
      policy(grant(ops, 'viewer'), grant(cy, 'admin'), grant(devs, 'admin'), grant(ada, 'viewer')),
      everyone,
    )
    expect(rows.map((r) => r.name)).toEqual(['Ada', 'Cy', 'developers', 'Ops'])
  })

  it('an identity the silo does not list shows by its id', () => {
    const rows = assignmentRows(policy(grant(user('gone', 'x'), 'viewer')), everyone)
    expect(rows).toEqual([{ id: 'gone', name: 'gone', type: 'silo_user', role: 'viewer' }])
  })

  it('candidates are the identities with no assignment yet', () => {
    const c = candidates(policy(grant(ada, 'viewer'), grant(devs, 'admin')), everyone)
    expect(c.map((i) => i.name)).toEqual(['bob', 'Cy', 'Ops'])
  })
})

describe('changing a policy', () => {
  const read = policy(grant(ada, 'viewer'), grant(devs, 'collaborator'), grant(cy, 'admin'))

  it('setting a role replaces the identity’s assignment in place and keeps the others', () => {
    expect(withRole(read, devs, 'admin')).toEqual(
      policy(grant(ada, 'viewer'), grant(devs, 'admin'), grant(cy, 'admin')),
    )
  })

  it('a new identity is added at the end', () => {
    expect(withRole(read, bob, 'viewer').roleAssignments).toEqual([
      ...read.roleAssignments,
      grant(bob, 'viewer'),
    ])
  })

  it('two assignments of one identity (the API allows it) become one', () => {
    const twice = policy(grant(ada, 'viewer'), grant(bob, 'viewer'), grant(ada, 'admin'))
    expect(withRole(twice, ada, 'collaborator')).toEqual(
      policy(grant(ada, 'collaborator'), grant(bob, 'viewer')),
    )
  })

  it('removing takes out the identity only', () => {
    expect(withoutIdentity(read, devs.id)).toEqual(policy(grant(ada, 'viewer'), grant(cy, 'admin')))
  })

  it('property: after withRole the identity has exactly that role and nobody else changed', () => {
    const ids = fc.constantFrom(ada, bob, cy, devs, ops)
    const role = fc.constantFrom(...ROLES_STRONGEST_FIRST)
    fc.assert(
      fc.property(fc.array(fc.tuple(ids, role), { maxLength: 10 }), ids, role, (as, who, r) => {
        const before = policy(...as.map(([i, ro]) => grant(i, ro)))
        const after = withRole(before, who, r)
        const mine = after.roleAssignments.filter((a) => a.identityId === who.id)
        expect(mine).toEqual([grant(who, r)])
        const others = (p: Policy) => p.roleAssignments.filter((a) => a.identityId !== who.id)
        expect(others(after)).toEqual(others(before))
      }),
    )
  })
})

describe('effective access', () => {
  it('no role at all', () => {
    expect(effectiveAccess(ada.id, [], policy(grant(bob, 'admin')))).toEqual({
      role: null,
      from: null,
      grants: [],
    })
  })

  it('says no role as a sentence', () => {
    const e = effectiveAccess(ada.id, [], policy(grant(bob, 'admin')))
    expect(accessSentence('Barbara Liskov', e, 'the silo')).toBe(
      'Barbara Liskov has no role on the silo.',
    )
  })

  it('says a role and where it comes from as a sentence', () => {
    const e = effectiveAccess(ada.id, [], policy(grant(ada, 'viewer')))
    expect(accessSentence('Barbara Liskov', e, 'this project')).toBe(
      'Barbara Liskov is viewer on this project (assigned directly).',
    )
  })

  it('a direct assignment', () => {
    const e = effectiveAccess(ada.id, [], policy(grant(ada, 'collaborator')))
    expect(e.role).toBe('collaborator')
    expect(e.from).toEqual({ role: 'collaborator', via: 'direct' })
    expect(e.from && describeGrant(e.from)).toBe('assigned directly')
  })

  it('through a group, which it names', () => {
    const e = effectiveAccess(ada.id, [devs], policy(grant(devs, 'viewer')))
    expect(e.from).toEqual({ role: 'viewer', via: 'group', group: 'developers' })
    expect(e.from && describeGrant(e.from)).toBe('through group developers')
  })

  it('the strongest of several wins: a user in several groups', () => {
    const p = policy(grant(ada, 'viewer'), grant(devs, 'limited_collaborator'), grant(ops, 'admin'))
    const e = effectiveAccess(ada.id, [devs, ops], p)
    expect(e.role).toBe('admin')
    expect(e.from).toEqual({ role: 'admin', via: 'group', group: 'Ops' })
    expect(e.grants.map((g) => g.role)).toEqual(['admin', 'limited_collaborator', 'viewer'])
  })

  it('of equal roles, the direct one is named', () => {
    const e = effectiveAccess(ada.id, [devs], policy(grant(devs, 'viewer'), grant(ada, 'viewer')))
    expect(e.from).toEqual({ role: 'viewer', via: 'direct' })
  })

  it('from the silo, carried down to the project (a silo collaborator is project admin)', () => {
    const silo = policy(grant(devs, 'collaborator'))
    const e = effectiveAccess(ada.id, [devs], policy(grant(ada, 'viewer')), silo)
    expect(e.role).toBe('admin')
    expect(e.from).toEqual({
      role: 'admin',
      via: 'silo',
      siloRole: 'collaborator',
      group: 'developers',
    })
    expect(e.from && describeGrant(e.from)).toBe(
      'silo collaborator through group developers, carried down',
    )
  })

  it('a silo viewer stays viewer on the project; the project role wins when stronger', () => {
    const silo = policy(grant(ada, 'viewer'))
    expect(effectiveAccess(ada.id, [], policy(), silo).from).toEqual({
      role: 'viewer',
      via: 'silo',
      siloRole: 'viewer',
    })
    expect(effectiveAccess(ada.id, [], policy(grant(ada, 'admin')), silo).from).toEqual({
      role: 'admin',
      via: 'direct',
    })
  })

  it('property: the effective role is the strongest of every grant', () => {
    const ids = fc.constantFrom(ada, bob, devs, ops)
    const role = fc.constantFrom(...ROLES_STRONGEST_FIRST)
    const assignments = fc.array(fc.tuple(ids, role), { maxLength: 8 })
    fc.assert(
      fc.property(assignments, fc.subarray([devs, ops]), (as, groups) => {
        const p = policy(...as.map(([i, r]) => grant(i, r)))
        const mine = as.filter(([i]) => i.id === ada.id || groups.some((g) => g.id === i.id))
        const e = effectiveAccess(ada.id, groups, p)
        expect(e.role).toBe(strongest(...mine.map(([, r]) => r)))
        expect(e.from?.role ?? null).toBe(e.role)
      }),
    )
  })
})

describe('view as', () => {
  it('a project viewer may look but not change anything', () => {
    const checks = actionsFor('project', 'viewer')
    expect(checks.find((c) => c.action === 'projectView')?.allowed).toBe(true)
    expect(checks.filter((c) => c.allowed).map((c) => c.action)).toEqual(['projectView'])
    expect(checks.find((c) => c.action === 'projectPolicyUpdate')?.needs).toBe('admin')
  })

  it('the silo’s actions are the silo’s only; no role allows none', () => {
    const checks = actionsFor('silo', null)
    expect(checks.map((c) => c.action)).toEqual(['projectCreate', 'siloImages', 'siloPolicyUpdate'])
    expect(checks.every((c) => !c.allowed)).toBe(true)
  })

  it('a limited collaborator has compute but not networking', () => {
    const allowed = actionsFor('project', 'limited_collaborator').filter((c) => c.allowed)
    expect(allowed.map((c) => c.action)).toEqual(['projectView', 'compute'])
  })
})
