import type { SshKey } from '@oxide/api'
import { db, now } from '../db'
import { alreadyExists } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { can, find } from './lookups'

/** The signed-in user's SSH keys, and the keys an instance was created with. */

export const sshKeyHandlers: HandlerMap = {
  currentUserSshKeyList: ({ query, user }) =>
    paginated(
      query,
      db.sshKeys.filter((k) => k.silo_user_id === user.id),
    ),

  currentUserSshKeyView: ({ path, user }) => find.sshKey(path.sshKey, user),

  currentUserSshKeyCreate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    // stored as sent: the server neither parses nor trims it (real-api-behaviour.md row 22)
    const publicKey = b.string('public_key')
    if (db.sshKeys.some((k) => k.silo_user_id === user.id && k.name === name))
      throw alreadyExists('ssh-key', name)
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
    const key = find.sshKey(path.sshKey, user)
    db.sshKeys = db.sshKeys.filter((k) => k.id !== key.id)
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
