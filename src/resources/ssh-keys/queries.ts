import type { Touches } from '~/api/change'
import { PICKER_LIMIT, q } from '~/api/query'

/** The signed-in user's SSH keys, for pickers. */
export const mySshKeys = () => q('currentUserSshKeyList', { query: { limit: PICKER_LIMIT } })

/** What adding, editing or deleting one of the user's keys makes stale. */
export const SSH_KEY_OPS = ['currentUserSshKeyList'] as const satisfies Touches
