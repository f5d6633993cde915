import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/**
 * The users and groups of the signed-in user's own silo, each on a page of its own (issue 30).
 * The API reads no other silo's groups (omicron.polar: `SiloGroup` has no fleet relation).
 */
export const userView = (userId: string) => q('userView', { path: { userId } })
export const groupView = (groupId: string) => q('groupView', { path: { groupId } })
/** A group's members, a page at a time: the user list the API filters by group. */
export const groupMemberList = (groupId: string, page: PageParams) =>
  listQ('userList', { query: { group: groupId } }, page)
/** The silo's groups, whole: the access pages name them all. */
export const siloGroups = () => q('groupList', { query: { limit: PICKER_LIMIT } })
