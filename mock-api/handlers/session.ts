import { HttpResponse } from 'msw'
import { endSessions, newSessionToken } from '../authn'
import { fleetRole, groupIdsOf, siloRole } from '../authz'
import { db, now } from '../db'
import { errorResponse, invalidRequest, unauthorized } from '../errors'
import { type HandlerMap, type PublicHandlerMap, SIGNED_OUT, sessionCookie } from '../kit'
import { reader } from './body'

const unknownSilo = (name: string) =>
  errorResponse(404, 'ObjectNotFound', `not found: silo with name "${name}"`)

/** Ping, the current user, sign-in and sign-out (the device flow: device.ts). */
export const sessionPublicHandlers: PublicHandlerMap = {
  ping: () => ({ status: 'ok' }),

  loginLocal: ({ path, body }) => {
    const b = reader(body)
    const username = b.string('username')
    const password = b.string('password')
    const silo = db.silos.find((s) => s.name === path.siloName)
    // the real login looks the silo up first: an unknown one is a 404, not bad credentials
    if (!silo) return unknownSilo(path.siloName)
    // only a local-only silo has local users (`local_idp_fetch_silo`)
    if (silo.identity_mode !== 'local_only')
      return errorResponse(404, 'ObjectNotFound', 'not found: identity-provider with name "local"')
    // usernames are per silo; a user whose login is disallowed has no password to match
    const user = db.users.find(
      (u) =>
        u.silo_id === silo.id &&
        db.credentials.some(
          (c) => c.user_id === u.id && c.username === username && c.password === password,
        ),
    )
    if (!user) return unauthorized()
    // a session record, as the server makes one: its token is the cookie
    const session = {
      id: crypto.randomUUID(),
      token: newSessionToken(user.id),
      silo_user_id: user.id,
      time_created: now(),
      time_last_used: now(),
    }
    db.sessions.push(session)
    return new HttpResponse(null, {
      status: 204,
      headers: { 'Set-Cookie': sessionCookie(session.token) },
    })
  },

  /** Ends the session the request came with (if any) and clears the cookie. */
  logout: ({ session }) => {
    endSessions((s) => s === session)
    return new HttpResponse(null, {
      status: 204,
      headers: { 'Set-Cookie': sessionCookie(SIGNED_OUT) },
    })
  },

  loginSaml: ({ path }) => {
    if (!db.silos.some((s) => s.name === path.siloName)) return unknownSilo(path.siloName)
    return invalidRequest('SAML sign-in is not available in the mock API')
  },
}

export const sessionHandlers: HandlerMap = {
  currentUserView: ({ user }) => {
    const silo = db.silos.find((s) => s.id === user.silo_id)
    return {
      ...user,
      silo_name: silo?.name ?? '',
      silo_admin: siloRole(user) === 'admin',
      fleet_viewer: fleetRole(user) !== null,
    }
  },

  currentUserGroups: ({ user }) => {
    const ids = new Set(groupIdsOf(user.id))
    return { items: db.groups.filter((g) => ids.has(g.id)), next_page: null }
  },
}
