import { call, listQ, type PageParams } from '~/api/query'

/** A user's live console sessions (signed-in browsers); the API shows no which-is-this-one. */
export const sessionList = (userId: string, page: PageParams) =>
  listQ('userSessionList', { path: { userId } }, page)

/** Ends every console session and revokes every device token of the user. */
export const signOutEverywhere = (userId: string) => call('userLogout', { path: { userId } })
