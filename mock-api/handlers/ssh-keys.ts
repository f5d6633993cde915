import type { SshKey } from '@oxide/api'
import { db, now } from '../db'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { named } from './crud'
import { can, find } from './lookups'

/** The signed-in user's SSH keys, and the keys an instance was created with. */

const ownKeys = (userId: string) => db.sshKeys.filter((k) => k.silo_user_id === userId)

/** A user's own keys: found among them only, so no role check is needed. */
const keys = named<Json<SshKey>, unknown>({
  type: 'ssh-key',
  items: () => db.sshKeys,
  find: (selector, _query, user) => find.sshKey(selector, user),
  siblings: (key) => ownKeys(key.silo_user_id),
  canRead: () => {},
  canWrite: () => {},
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
      id: crypto.randomUUID(),
      name,
      description,
      public_key: publicKey,
      silo_user_id: user.id,
      time_created: now(),
      time_modified: now(),
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
