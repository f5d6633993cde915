import { requireSiloRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { find } from './lookups'
import { checkPolicy } from './shared'

/** Users, groups and the silo policy of the signed-in user's silo. */
export const identityHandlers: HandlerMap = {
  userList: ({ query, user }) => {
    requireSiloRole(user, 'viewer')
    const inGroup = query.group
      ? new Set(db.groupMembers.filter((m) => m.group_id === query.group).map((m) => m.user_id))
      : null
    const users = db.users.filter(
      (u) => u.silo_id === user.silo_id && (!inGroup || inGroup.has(u.id)),
    )
    return paginated(query, users)
  },

  userView: ({ path, user }) => {
    requireSiloRole(user, 'viewer')
    return find.user(path.userId, user.silo_id)
  },

  groupList: ({ query, user }) => {
    requireSiloRole(user, 'viewer')
    return paginated(
      query,
      db.groups.filter((g) => g.silo_id === user.silo_id),
    )
  },

  groupView: ({ path, user }) => {
    requireSiloRole(user, 'viewer')
    return find.group(path.groupId, user.silo_id)
  },

  policyView: ({ user }) => {
    requireSiloRole(user, 'viewer')
    return db.siloPolicies[user.silo_id] ?? { role_assignments: [] }
  },

  policyUpdate: ({ body, user }) => {
    requireSiloRole(user, 'admin')
    const policy = checkPolicy(body, ['admin', 'collaborator', 'limited_collaborator', 'viewer'])
    db.siloPolicies[user.silo_id] = policy
    return policy
  },
}
