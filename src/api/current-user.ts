import { q } from './query'

/** The signed-in user and their groups: loaded once by the signed-in layout, read everywhere. */
export const meQuery = q('currentUserView', {})
export const myGroupsQuery = q('currentUserGroups', {})
