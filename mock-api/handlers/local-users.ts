import type { User } from '@oxide/api'
import { fleetRole, requireFleetRole } from '../authz'
import { db, now } from '../db'
import { alreadyExists, lookupNotFound, notFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { nameProblem, reader } from './body'
import { find } from './lookups'
import { endSessionsOf, requireModifyUser, requireSiloAdmin, siloOf } from './silo-rules'

/**
 * A silo's users through the system API (`/v1/system/users`), the local identity provider's
 * users (`/v1/system/identity-providers/local/users`, nexus/src/app/silo.rs) and the built-in
 * users. Only a local-only silo has a local identity provider: in any other the server answers
 * as for an identity provider named "local" that does not exist.
 */
type Who = Json<User>

/** `local_idp_fetch_silo`: the silo, if it has local users at all. */
function localSilo(query: { silo?: string | undefined }, user: Who) {
  const silo = siloOf(query, user)
  if (silo.identity_mode !== 'local_only')
    throw notFound('not found: identity-provider with name "local"')
  return silo
}

/** `UserPassword`: `{ mode: "password", value }` or `{ mode: "login_disallowed" }`. */
function readPassword(body: unknown, path: string) {
  const p = reader(body, path)
  const mode = p.enum('mode', ['password', 'login_disallowed'] as const)
  if (mode === 'login_disallowed') return null
  const value = p.string('value')
  // omicron_passwords::MAX_PASSWORD_LENGTH, in bytes
  if (new TextEncoder().encode(value).length > 512)
    throw p.fail('value', 'unsupported password: the password provided was too long')
  return value
}

export const localUserHandlers: HandlerMap = {
  siloUserList: ({ query, user }) => {
    const silo = siloOf(query, user)
    return paginated(
      query,
      db.users.filter((u) => u.silo_id === silo.id),
    )
  },

  siloUserView: ({ path, query, user }) => find.user(path.userId, siloOf(query, user).id),

  localIdpUserCreate: ({ query, body, user }) => {
    const b = reader(body)
    const externalId = b.string('external_id')
    const problem = nameProblem(externalId)
    if (problem) throw b.fail('external_id', problem)
    const password = readPassword(b.value('password'), 'password')
    const silo = localSilo(query, user)
    requireSiloAdmin(user, silo)
    const inSilo = new Set(db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id))
    if (db.credentials.some((c) => inSilo.has(c.user_id) && c.username === externalId))
      throw alreadyExists('silo-user', externalId)
    const time = now()
    // a local user's display name is its external id (SiloUserApiOnly -> User)
    const created: Json<User> = {
      id: crypto.randomUUID(),
      display_name: externalId,
      silo_id: silo.id,
      time_created: time,
      time_modified: time,
    }
    db.users.push(created)
    db.credentials.push({ user_id: created.id, username: externalId, password })
    return created
  },

  localIdpUserDelete: ({ path, query, user }) => {
    const silo = localSilo(query, user)
    const target = find.user(path.userId, silo.id)
    requireModifyUser(user, silo, target)
    endSessionsOf(new Set([target.id]))
    db.users = db.users.filter((u) => u !== target)
    db.credentials = db.credentials.filter((c) => c.user_id !== target.id)
    db.groupMembers = db.groupMembers.filter((m) => m.user_id !== target.id)
  },

  localIdpUserSetPassword: ({ path, query, body, user }) => {
    const password = readPassword(body, '')
    const silo = localSilo(query, user)
    const target = find.user(path.userId, silo.id)
    requireModifyUser(user, silo, target)
    const cred = db.credentials.find((c) => c.user_id === target.id)
    if (cred) cred.password = password
    else db.credentials.push({ user_id: target.id, username: target.display_name, password })
  },

  /** Nexus's own users, for fleet viewers (a fleet child: unseen is not found). */
  userBuiltinList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(query, db.usersBuiltin)
  },

  userBuiltinView: ({ path, user }) => {
    const byId = /^[0-9a-f-]{36}$/i.test(path.user)
    const found =
      fleetRole(user) !== null &&
      db.usersBuiltin.find((u) => (byId ? u.id === path.user : u.name === path.user))
    if (!found) throw lookupNotFound('user-builtin', path.user, byId)
    return found
  },
}
