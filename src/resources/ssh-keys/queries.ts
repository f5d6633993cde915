import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/** The signed-in user's SSH keys, for pickers. */
export const mySshKeys = () => q('currentUserSshKeyList', { query: { limit: PICKER_LIMIT } })

/** The signed-in user's SSH keys, a page at a time (settings/ssh-keys). */
export const sshKeyList = (page: PageParams) => listQ('currentUserSshKeyList', {}, page)

export const sshKeyView = (sshKey: string) => q('currentUserSshKeyView', { path: { sshKey } })

/** What adding or deleting one of the user's keys makes stale (there is no update). */
export const SSH_KEY_OPS = [
  'currentUserSshKeyList',
  'currentUserSshKeyView',
] as const satisfies Touches
