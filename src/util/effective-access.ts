import {
  atLeast,
  ROLE_LABEL,
  ROLE_NEEDED,
  type Role,
  type RoleAction,
  siloRoleOnProject,
  strongest,
} from './roles'

/**
 * Who has which role on a silo or a project, and why (issue 14). Pure: the access pages feed it
 * the policy as read, the silo's users and groups and each group's members.
 */

export type IdentityType = 'silo_user' | 'silo_group'
export type Assignment = { identityId: string; identityType: IdentityType; roleName: Role }
export type Policy = { roleAssignments: readonly Assignment[] }
export type Identity = { id: string; name: string; type: IdentityType }

export const TYPE_LABEL: Record<IdentityType, string> = { silo_user: 'user', silo_group: 'group' }

/** Strongest first, as every picker and listing offers them (spec section 6). */
export const ROLES_STRONGEST_FIRST: readonly Role[] = [
  'admin',
  'collaborator',
  'limited_collaborator',
  'viewer',
]

/** The most assignments a policy may hold (the server refuses more, real-api-behaviour row 23). */
export const MAX_ASSIGNMENTS = 64

/** A policy's rows: one per assignment, named; users first, then groups, each by name. */
export type AssignmentRow = Identity & { role: Role }

export function assignmentRows(policy: Policy, identities: readonly Identity[]): AssignmentRow[] {
  const byId = new Map(identities.map((i) => [i.id, i]))
  return sortIdentities(
    policy.roleAssignments.map((a) => ({
      id: a.identityId,
      type: a.identityType,
      // an identity the silo no longer lists (deleted, or another silo's) still shows, by id
      name: byId.get(a.identityId)?.name ?? a.identityId,
      role: a.roleName,
    })),
  )
}

/** Users before groups, then by name (spec section 6). */
export function sortIdentities<T extends Identity>(rows: readonly T[]): T[] {
  const rank = (t: IdentityType) => (t === 'silo_user' ? 0 : 1)
  return [...rows].sort((a, b) => rank(a.type) - rank(b.type) || a.name.localeCompare(b.name))
}

/** The users and groups with no assignment in the policy yet: the candidates to add. */
export const candidates = (policy: Policy, identities: readonly Identity[]) =>
  sortIdentities(
    identities.filter((i) => !policy.roleAssignments.some((a) => a.identityId === i.id)),
  )

/**
 * The policy with `identity`'s role set to `role`: an identity has at most one assignment, so
 * any it had is replaced (spec section 5). Every other assignment stays as read, in its place.
 */
export function withRole(
  policy: Policy,
  identity: Pick<Identity, 'id' | 'type'>,
  role: Role,
): Policy {
  const next: Assignment = { identityId: identity.id, identityType: identity.type, roleName: role }
  const at = policy.roleAssignments.findIndex((a) => a.identityId === identity.id)
  const others = policy.roleAssignments.filter((a) => a.identityId !== identity.id)
  if (at === -1) return { roleAssignments: [...others, next] }
  return { roleAssignments: [...others.slice(0, at), next, ...others.slice(at)] }
}

/** The policy without any assignment of `identityId`. */
export const withoutIdentity = (policy: Policy, identityId: string): Policy => ({
  roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId),
})

/**
 * Where a role comes from: assigned to the user here, to one of their groups here, or (on a
 * project) the silo role carried down, itself direct or through a group.
 */
export type Grant =
  | { role: Role; via: 'direct' }
  | { role: Role; via: 'group'; group: string }
  | { role: Role; via: 'silo'; siloRole: Role; group?: string }

/** The groups a user is in, by id and name. */
export type Membership = readonly { id: string; name: string }[]

/** The grants one policy gives a user: directly, then through each group (by name). */
function grantsIn(policy: Policy, userId: string, groups: Membership) {
  const direct = policy.roleAssignments
    .filter((a) => a.identityId === userId)
    .map((a): Grant => ({ role: a.roleName, via: 'direct' }))
  const viaGroups = [...groups]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((g) =>
      policy.roleAssignments
        .filter((a) => a.identityId === g.id)
        .map((a): Grant => ({ role: a.roleName, via: 'group', group: g.name })),
    )
  return [...direct, ...viaGroups]
}

export type Effective = {
  /** The strongest role, or null for none. */
  role: Role | null
  /** The grant that gives it; of equals, a direct one before a group's before the silo's. */
  from: Grant | null
  /** Every grant, strongest first. */
  grants: Grant[]
}

/**
 * A user's effective role on a silo (`silo` absent: `policy` is the silo's) or on a project
 * (`silo` is the silo policy, whose role carries down as `siloRoleOnProject` says). The
 * strongest wins (spec section 6).
 */
export function effectiveAccess(
  userId: string,
  groups: Membership,
  policy: Policy,
  silo?: Policy,
): Effective {
  const own = grantsIn(policy, userId, groups)
  const carried = silo
    ? grantsIn(silo, userId, groups).flatMap((g): Grant[] => {
        const role = siloRoleOnProject(g.role)
        if (!role) return []
        const group = g.via === 'group' ? { group: g.group } : {}
        return [{ role, via: 'silo', siloRole: g.role, ...group }]
      })
    : []
  // a stable sort keeps direct before group before silo among equal roles
  const grants = [...own, ...carried].sort((a, b) => rank(b.role) - rank(a.role))
  const role = strongest(...grants.map((g) => g.role))
  return { role, from: grants[0] ?? null, grants }
}

const rank = (role: Role) => ROLES_STRONGEST_FIRST.length - ROLES_STRONGEST_FIRST.indexOf(role)

/** A grant in words: 'direct', 'through group developers', 'silo collaborator, through …'. */
export function describeGrant(grant: Grant): string {
  if (grant.via === 'direct') return 'assigned directly'
  if (grant.via === 'group') return `through group ${grant.group}`
  const how = grant.group ? ` through group ${grant.group}` : ''
  return `silo ${ROLE_LABEL[grant.siloRole]}${how}, carried down`
}

/**
 * One user's access in a sentence, for "view as": `Barbara Liskov is viewer on this project
 * (assigned directly).` or `Edsger Dijkstra has no role on the silo.`
 */
export function accessSentence(name: string, { role, from }: Effective, where: string): string {
  if (!role) return `${name} has no role on ${where}.`
  return `${name} is ${ROLE_LABEL[role]} on ${where}${from ? ` (${describeGrant(from)})` : ''}.`
}

/** What each role-gated action is, in words, for the "view as" list. */
export const ACTION_LABEL: Record<RoleAction, string> = {
  projectView: 'See the project and what it holds',
  projectCreate: 'Create projects',
  projectUpdate: 'Edit the project',
  projectDelete: 'Delete the project',
  compute: 'Create and change instances, disks, snapshots, floating IPs and affinity groups',
  networking: 'Create and change VPCs and subnets',
  siloImages: 'Promote, demote and delete silo images',
  projectPolicyUpdate: 'Change who has access to the project',
  siloPolicyUpdate: 'Change who has access to the silo',
}

export type ActionCheck = { action: RoleAction; label: string; needs: Role; allowed: boolean }

/** For "view as": each action of the scope, the role it needs, and whether `role` allows it. */
export function actionsFor(scope: 'silo' | 'project', role: Role | null): ActionCheck[] {
  return (Object.keys(ROLE_NEEDED) as RoleAction[])
    .filter((action) => ROLE_NEEDED[action].scope === scope)
    .map((action) => {
      const needs = ROLE_NEEDED[action].min
      return { action, label: ACTION_LABEL[action], needs, allowed: atLeast(role, needs) }
    })
}
