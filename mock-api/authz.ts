import type { User } from '@oxide/api'
import { db, projectSilo } from './db'
import { forbidden } from './errors'
import type { Json } from './json'

/**
 * Role checks as the real API applies them: a user's role on a resource is the strongest of the
 * roles assigned to them or to any of their groups there, and a silo role carries down to every
 * project in the silo.
 */
export type Role = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'

const strength: Record<Role, number> = {
  admin: 4,
  collaborator: 3,
  limited_collaborator: 2,
  viewer: 1,
}

type Assignment = { identity_id: string; role_name: string }

export const groupIdsOf = (userId: string) =>
  db.groupMembers.filter((m) => m.user_id === userId).map((m) => m.group_id)

function strongest(assignments: Assignment[], userId: string): Role | null {
  const ids = new Set([userId, ...groupIdsOf(userId)])
  let best: Role | null = null
  for (const a of assignments) {
    const role = a.role_name as Role
    if (ids.has(a.identity_id) && (!best || strength[role] > strength[best])) best = role
  }
  return best
}

const atLeast = (role: Role | null, min: Role) => !!role && strength[role] >= strength[min]

export const siloRole = (user: Json<User>) =>
  strongest(db.siloPolicies[user.silo_id]?.role_assignments ?? [], user.id)

/**
 * The project role a silo role implies (omicron.polar, resource Project): a silo collaborator
 * (and so an admin) is admin of every project; limited collaborator and viewer carry as they are.
 */
const onProject = (role: Role | null): Role | null =>
  role === 'admin' || role === 'collaborator' ? 'admin' : role

export function projectRole(user: Json<User>, projectId: string): Role | null {
  // a silo role carries to the silo's own projects only, never to another silo's
  if (projectSilo(projectId) !== user.silo_id) return null
  const own = strongest(db.projectPolicies[projectId]?.role_assignments ?? [], user.id)
  const inherited = onProject(siloRole(user))
  if (!own) return inherited
  if (!inherited) return own
  return strength[own] >= strength[inherited] ? own : inherited
}

/** Fleet role: assigned directly, or conferred by the silo role through the silo's mapping. */
export function fleetRole(user: Json<User>): Role | null {
  const direct = strongest(db.fleetPolicy.role_assignments, user.id)
  const silo = db.silos.find((s) => s.id === user.silo_id)
  const role = siloRole(user)
  const mapped = (role && silo?.mapped_fleet_roles[role]) || []
  return [direct, ...mapped].reduce<Role | null>(
    (best, r) => (r && (!best || strength[r as Role] > strength[best]) ? (r as Role) : best),
    null,
  )
}

export function requireSiloRole(user: Json<User>, min: Role) {
  if (!atLeast(siloRole(user), min)) throw forbidden()
}

export function requireProjectRole(user: Json<User>, projectId: string, min: Role) {
  if (!atLeast(projectRole(user, projectId), min)) throw forbidden()
}

export function requireFleetRole(user: Json<User>, min: Role) {
  if (!atLeast(fleetRole(user), min)) throw forbidden()
}

export const canReadProject = (user: Json<User>, projectId: string) =>
  atLeast(projectRole(user, projectId), 'viewer')
