import type { Touches } from '~/api/change'
import { listQ, type PageParams } from '~/api/query'

/**
 * The signed-in user's device access tokens: what `oxide auth login` and other clients of the
 * device flow were granted. The API lists only live ones (not expired).
 */
export const myAccessTokenList = (page: PageParams) => listQ('currentUserAccessTokenList', {}, page)

/** What revoking a token (or signing out everywhere) makes stale. */
export const ACCESS_TOKEN_OPS = [
  'currentUserAccessTokenList',
  'userTokenList',
] as const satisfies Touches
