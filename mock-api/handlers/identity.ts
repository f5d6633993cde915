import { requireSiloRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { find } from './lookups'
import { checkPolicy } from './shared'

/**
 * Users, groups and the silo policy of the signed-in user's silo. Every user may read these, with
 * no role: the server lets any user read their own silo (the special case in omicron.polar),
 * and users, groups and the silo policy ask for no more than that (`Read` / `ReadPolicy` on the
 * silo, `ListChildren` on its user list, which follows the silo's read). Listing a group's
 * members looks the group up first: an unknown group is a 404.
 */
export const identityHandlers: HandlerMap = {
  userList: ({ query, user }) => {
    const group = query.group ? find.group(query.group, user.silo_id) : null
    const inGroup = group
      ? new Set(db.groupMembers.filter((m) => m.group_id === group.id).map((m) => m.user_id))
      : null
    const users = db.users.filter(
      (u) => u.silo_id === user.silo_id && (!inGroup || inGroup.has(u.id)),
    )
    return paginated(query, users)
  },

  userView: ({ path, user }) => find.user(path.userId, user.silo_id),

  groupList: ({ query, user }) =>
    paginated(
      query,
      db.groups.filter((g) => g.silo_id === user.silo_id),
    ),

  groupView: ({ path, user }) => find.group(path.groupId, user.silo_id),

  policyView: ({ user }) => db.siloPolicies[user.silo_id] ?? { role_assignments: [] },

  policyUpdate: ({ body, user }) => {
    requireSiloRole(user, 'admin')
    const policy = checkPolicy(body, ['admin', 'collaborator', 'limited_collaborator', 'viewer'])
    db.siloPolicies[user.silo_id] = policy
    return policy
  },
}
