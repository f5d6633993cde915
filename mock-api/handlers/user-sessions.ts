import type { User } from '@oxide/api'
import { endSessions, sessionLive, tokenLive } from '../authn'
import { siloRole } from '../authz'
import { db } from '../db'
import { forbidden, notFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { find } from './lookups'

/**
 * A user's console sessions and device tokens (nexus: SiloUserSessionList, SiloUserTokenList).
 * The user reads and revokes their own; a silo admin those of anyone in the silo; a fleet
 * admin's role alone is not enough (test_admin_logout_deletes_tokens_and_sessions). A user of
 * another silo is not found.
 */
function listOwner(actor: Json<User>, userId: string) {
  const owner = find.user(userId, actor.silo_id)
  if (owner.id !== actor.id && siloRole(actor) !== 'admin') throw forbidden()
  return owner
}

const liveTokens = (userId: string) =>
  db.deviceTokens.filter((t) => t.silo_user_id === userId && tokenLive(t))

/** The API's view of a token: never its secret. */
const tokenView = (t: (typeof db.deviceTokens)[number]) => ({
  id: t.id,
  time_created: t.time_created,
  time_expires: t.time_expires,
})

export const userSessionHandlers: HandlerMap = {
  currentUserAccessTokenList: ({ query, user }) => {
    const page = paginated(query, liveTokens(user.id))
    return { ...page, items: page.items.map(tokenView) }
  },

  currentUserAccessTokenDelete: ({ path, user }) => {
    // only the user's own: another's token is not found, even for an admin
    const token = db.deviceTokens.find((t) => t.id === path.tokenId && t.silo_user_id === user.id)
    if (!token) throw notFound(`not found: device-access-token with id "${path.tokenId}"`)
    db.deviceTokens = db.deviceTokens.filter((t) => t !== token)
  },

  userTokenList: ({ path, query, user }) => {
    const owner = listOwner(user, path.userId)
    const page = paginated(query, liveTokens(owner.id))
    return { ...page, items: page.items.map(tokenView) }
  },

  userSessionList: ({ path, query, user }) => {
    const owner = listOwner(user, path.userId)
    const live = db.sessions.filter((s) => s.silo_user_id === owner.id && sessionLive(s))
    const page = paginated(query, live)
    return {
      ...page,
      items: page.items.map((s) => ({
        id: s.id,
        time_created: s.time_created,
        time_last_used: s.time_last_used,
      })),
    }
  },

  /** Every token and session of the user, the caller's own too when it is theirs. */
  userLogout: ({ path, user }) => {
    const owner = listOwner(user, path.userId)
    db.deviceTokens = db.deviceTokens.filter((t) => t.silo_user_id !== owner.id)
    endSessions((s) => s.silo_user_id === owner.id)
  },
}
