import type { SshKey, User } from '@oxide/api'
import { fleetRole, siloRole } from '../authz'
import { db, isUuid } from '../db'
import { forbidden, lookupNotFound, serverCrash } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { named, newRecord } from './crud'
import { can, find } from './lookups'

/** The signed-in user's SSH keys, and the keys an instance was created with. */

const ownKeys = (userId: string) => db.sshKeys.filter((k) => k.silo_user_id === userId)

/**
 * `ssh_key_lookup` (app/ssh_key.rs): a name among the caller's own keys, an id among every
 * key. Reading a key takes read on its user, which any user of the same silo has, and a fleet
 * viewer (`SshKey`, `SiloUser` in nexus/auth/src/authz/omicron.polar); a key the caller cannot
 * read is not found. Deleting one takes modify on its user (`Action::Delete` is `Modify`,
 * authz/oso_generic.rs): another member's is a 403. A silo admin (of the key's silo) or a fleet
 * admin has that permission, and then `ssh_key_delete` asserts that the key is the caller's
 * (`assert_eq!(authz_silo_user.id(), silo_user_id)`): the assertion fails, and a release Nexus
 * (`panic = "abort"`) stops without answering. The mock answers nothing too (`serverCrash`),
 * and the key stays.
 */
const readable = (key: Json<SshKey>, user: Json<User>) =>
  key.silo_user_id === user.id ||
  db.users.find((u) => u.id === key.silo_user_id)?.silo_id === user.silo_id ||
  fleetRole(user) !== null

function findKey(selector: string, user: Json<User>) {
  if (!isUuid(selector)) return find.sshKey(selector, user)
  const key = db.sshKeys.find((k) => k.id === selector)
  if (!key || !readable(key, user)) throw lookupNotFound('ssh-key', selector, true)
  return key
}

const keys = named<Json<SshKey>, unknown>({
  type: 'ssh-key',
  items: () => db.sshKeys,
  find: (selector, _query, user) => findKey(selector, user),
  siblings: (key) => ownKeys(key.silo_user_id),
  canRead: () => {},
  canWrite: (user, key) => {
    if (key.silo_user_id === user.id) return
    const owner = db.users.find((u) => u.id === key.silo_user_id)
    const admin =
      (owner?.silo_id === user.silo_id && siloRole(user) === 'admin') || fleetRole(user) === 'admin'
    throw admin ? serverCrash() : forbidden()
  },
})

export const sshKeyHandlers: HandlerMap = {
  currentUserSshKeyList: ({ query, user }) => paginated(query, ownKeys(user.id)),

  currentUserSshKeyView: ({ path, user }) => keys.view(path.sshKey, {}, user),

  currentUserSshKeyCreate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    // stored as sent: the server neither parses nor trims it (real-api-behaviour.md row 22)
    const publicKey = b.string('public_key')
    keys.unique(ownKeys(user.id), name)
    const key: Json<SshKey> = {
      ...newRecord(),
      name,
      description,
      public_key: publicKey,
      silo_user_id: user.id,
    }
    db.sshKeys.push(key)
    return key
  },

  currentUserSshKeyDelete: ({ path, user }) => {
    keys.remove(path.sshKey, {}, user)
  },

  instanceSshPublicKeyList: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.read(user, instance.project_id)
    const ids = new Set(db.instanceSshKeys[instance.id] ?? [])
    return paginated(
      query,
      db.sshKeys.filter((k) => ids.has(k.id)),
    )
  },
}
