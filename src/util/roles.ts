import type { ProjectRole, SiloRole } from '@oxide/api'

/**
 * Roles and what they allow (spec section 6; the permissions are the API's, which the spec does
 * not list). Pure: `api/permissions.ts` feeds it the signed-in user, their groups and the silo
 * and project policies.
 */
export type Role = SiloRole | ProjectRole

/** Weakest first. The strongest of several roles wins (spec section 6). */
export const ROLE_ORDER: readonly Role[] = [
  'viewer',
  'limited_collaborator',
  'collaborator',
  'admin',
]

const rank = (role: Role) => ROLE_ORDER.indexOf(role)

/** The strongest of the roles given, or null when there is none. */
export function strongest(...roles: (Role | null | undefined)[]): Role | null {
  let best: Role | null = null
  for (const role of roles) if (role && (!best || rank(role) > rank(best))) best = role
  return best
}

export const atLeast = (role: Role | null, min: Role) => !!role && rank(role) >= rank(min)

type Policy = { roleAssignments: { identityId: string; roleName: Role }[] }

/**
 * The user's role in one policy: the strongest assigned to them or to any group they are in.
 * `identities` is the user's id and their groups' ids; assignments to anyone else (another
 * user, a group they are not in, another silo's identities) grant nothing.
 */
export function roleIn(policy: Policy | null | undefined, identities: readonly string[]) {
  const mine = (policy?.roleAssignments ?? []).filter((a) => identities.includes(a.identityId))
  return strongest(...mine.map((a) => a.roleName))
}

/**
 * The project role a silo role carries down to every project of its silo, as the server's authz
 * has it (omicron.polar, resource Project: "admin" if "collaborator" on the parent silo): a
 * silo admin or collaborator is admin of each project; limited collaborator and viewer carry as
 * they are.
 */
export const siloRoleOnProject = (siloRole: Role | null): Role | null =>
  siloRole === 'admin' || siloRole === 'collaborator' ? 'admin' : siloRole

/**
 * The role on a project: the strongest of what the silo role carries down to every project of
 * the user's own silo and the project's own assignments. A fleet (system) role is not an input:
 * it grants nothing inside a silo.
 */
export const projectRoleOf = (siloRole: Role | null, projectPolicyRole: Role | null) =>
  strongest(siloRoleOnProject(siloRole), projectPolicyRole)

/**
 * What each action needs, as the API checks it: creating projects is the silo's collaborators';
 * editing or deleting a project its admins' (omicron.polar: "modify" if "admin"); instances, disks, snapshots, affinity
 * groups, network interfaces and external IPs are compute, open to limited collaborators; VPCs
 * and subnets are networking, for collaborators; silo images (promoting to, demoting from and
 * deleting them) are the silo's collaborators'; policies are the admins'. Seeing a project and
 * what it holds (and reading its policy) is its viewers'.
 */
export const ROLE_NEEDED = {
  projectView: { scope: 'project', min: 'viewer' },
  projectCreate: { scope: 'silo', min: 'collaborator' },
  projectUpdate: { scope: 'project', min: 'admin' },
  projectDelete: { scope: 'project', min: 'admin' },
  compute: { scope: 'project', min: 'limited_collaborator' },
  networking: { scope: 'project', min: 'collaborator' },
  siloImages: { scope: 'silo', min: 'collaborator' },
  projectPolicyUpdate: { scope: 'project', min: 'admin' },
  siloPolicyUpdate: { scope: 'silo', min: 'admin' },
} as const satisfies Record<string, { scope: 'silo' | 'project'; min: Role }>

export type RoleAction = keyof typeof ROLE_NEEDED

export const ROLE_LABEL: Record<Role, string> = {
  admin: 'admin',
  collaborator: 'collaborator',
  limited_collaborator: 'limited collaborator',
  viewer: 'viewer',
}

/** The reason a role does not allow an action, for a disabled control's tooltip. */
export function roleReason(action: RoleAction, role: Role | null) {
  const { scope, min } = ROLE_NEEDED[action]
  const where = scope === 'silo' ? 'the silo' : 'this project'
  const needed = min === 'admin' ? 'the admin role' : `the ${ROLE_LABEL[min]} role or higher`
  const yours = role ? `yours is ${ROLE_LABEL[role]}` : 'you have none'
  return `Requires ${needed} on ${where}; ${yours}`
}

/**
 * Why the user's roles do not allow an action, or undefined when they do. A role that is not
 * known (its policy could not be read) allows everything: the server's 403 stays the backstop.
 */
export function roleDenies(
  action: RoleAction,
  roles: { silo: Role | null | undefined; project: Role | null | undefined },
): string | undefined {
  const { scope, min } = ROLE_NEEDED[action]
  const role = roles[scope]
  if (role === undefined || atLeast(role, min)) return undefined
  return roleReason(action, role)
}
