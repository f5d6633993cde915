import type { SshKey } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** The signed-in user's SSH keys, for pickers. */
export const mySshKeys = () => q('currentUserSshKeyList', { query: { limit: PICKER_LIMIT } })

/** The signed-in user's SSH keys, a page at a time (settings/ssh-keys). */
export const sshKeyList = (page: PageParams) => listQ('currentUserSshKeyList', {}, page)

export const sshKeyView = (sshKey: string) => q('currentUserSshKeyView', { path: { sshKey } })

/** By id: a key's name is only unique among its owner's keys. */
export const deleteSshKey = (key: SshKey) =>
  call('currentUserSshKeyDelete', { path: { sshKey: key.id } })

/** What adding or deleting one of the user's keys makes stale (there is no update). */
export const SSH_KEY_OPS = [
  'currentUserSshKeyList',
  'currentUserSshKeyView',
] as const satisfies Touches
