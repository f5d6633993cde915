import type { Silo, User } from '@oxide/api'
import { endSessions } from '../authn'
import { fleetRole, siloRole } from '../authz'
import { db } from '../db'
import { forbidden } from '../errors'
import type { Json } from '../json'
import { find, queryParseError } from './lookups'

/**
 * Who may change a silo and what is in it (omicron.polar), for the silo, user and identity
 * provider handlers. Reading follows `find.silo`: fleet viewers see every silo, a user their own.
 */
type Who = Json<User>

const ownAdmin = (user: Who, silo: Json<Silo>) =>
  user.silo_id === silo.id && siloRole(user) === 'admin'

/** The silo's `modify`: its own admins and fleet collaborators (delete it, change its policy). */
export function requireModifySilo(user: Who, silo: Json<Silo>) {
  const fleet = fleetRole(user)
  if (fleet === 'admin' || fleet === 'collaborator' || ownAdmin(user, silo)) return
  throw forbidden()
}

/** Creating users and identity providers in a silo: its own admins and fleet admins. */
export function requireSiloAdmin(user: Who, silo: Json<Silo>) {
  if (fleetRole(user) === 'admin' || ownAdmin(user, silo)) return
  throw forbidden()
}

/** A user's own record is theirs to change; else the silo's or the fleet's admins'. */
export function requireModifyUser(user: Who, silo: Json<Silo>, target: Json<User>) {
  if (user.id === target.id) return
  requireSiloAdmin(user, silo)
}

/** The silo a call names with `?silo=`, which the API requires; one the user cannot see is a 404. */
export function siloOf(query: { silo?: string | undefined }, user: Who) {
  if (!query.silo) throw queryParseError('missing field `silo`')
  return find.silo(query.silo, user)
}

/** Sessions and device tokens of these users end with them. */
export function endSessionsOf(userIds: ReadonlySet<string>) {
  endSessions((s) => userIds.has(s.silo_user_id))
  db.deviceTokens = db.deviceTokens.filter((t) => !userIds.has(t.silo_user_id))
}
