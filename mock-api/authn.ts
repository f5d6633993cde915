import type { User } from '@oxide/api'
import {
  type ConsoleSessionRecord,
  DEMO_SESSION_TOKEN,
  type DeviceTokenRecord,
  TOKEN_PREFIX,
} from './data/sessions'
import { db, now } from './db'
import type { Json } from './json'

/**
 * Who a request is, as Nexus's authn schemes decide it, in their order: the session cookie
 * first, then an `Authorization: Bearer oxide-token-…` header. A scheme that is asked and fails
 * (an unknown, revoked or expired session or token) is a 401, not a fall-through.
 *
 * Mock conventions beside the server's: no cookie (and no bearer) acts through the demo session
 * of the default user (Grace), while that session exists; `signed-out` is no cookie at all; a
 * cookie holding a user's id acts as that user with no session record (the unit tests' shortcut).
 */
export const SIGNED_OUT = 'signed-out'

/** The server's console defaults: 8 hours idle, 24 hours in all. */
export const SESSION_IDLE_MS = 8 * 3_600_000
export const SESSION_ABSOLUTE_MS = 24 * 3_600_000

export type Authn = {
  user: Json<User> | null
  session: ConsoleSessionRecord | null
  token: DeviceTokenRecord | null
  /** A credential was offered and refused: a 401 wherever a user is needed. */
  failed: boolean
}

const nobody: Authn = { user: null, session: null, token: null, failed: false }
const refused: Authn = { ...nobody, failed: true }

const userById = (id: string) => db.users.find((u) => u.id === id) ?? null

/**
 * The demo session (no cookie: the technical preview's Grace) never times out, however long
 * `npm run mock-api` runs; it ends only when she signs out everywhere.
 */
export const sessionLive = (s: ConsoleSessionRecord, at = Date.now()) =>
  s.token === DEMO_SESSION_TOKEN ||
  (at - Date.parse(s.time_last_used) <= SESSION_IDLE_MS &&
    at - Date.parse(s.time_created) <= SESSION_ABSOLUTE_MS)

export const tokenLive = (t: DeviceTokenRecord, at = Date.now()) =>
  t.time_expires === null || Date.parse(t.time_expires) > at

/** A new session's token: the user's id, then 40 hex digits (see `carriedOver`). */
export function newSessionToken(userId: string) {
  const secret = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  return `${userId}.${secret}`
}

/** End sessions (sign-out, sign-out everywhere, expiry); their tokens stay refused. */
export function endSessions(ended: (s: ConsoleSessionRecord) => boolean) {
  for (const s of db.sessions) if (ended(s)) db.endedSessions.push(s.token)
  db.sessions = db.sessions.filter((s) => !ended(s))
}

/**
 * A session token this database never issued nor ended, in the form `newSessionToken` makes:
 * issued before a reset (the browser's database resets on every reload, its cookie does not),
 * so it stands again, as a fresh session, rather than sign the user out at each reload.
 */
function carriedOver(token: string): ConsoleSessionRecord | undefined {
  const [userId, secret] = token.split('.')
  if (!userId || !/^[0-9a-f]{40}$/.test(secret ?? '') || !userById(userId)) return undefined
  if (db.endedSessions.includes(token)) return undefined
  const session = {
    id: crypto.randomUUID(),
    token,
    silo_user_id: userId,
    time_created: now(),
    time_last_used: now(),
  }
  db.sessions.push(session)
  return session
}

function bySession(token: string): Authn {
  const session = db.sessions.find((s) => s.token === token) ?? carriedOver(token)
  const user = session && userById(session.silo_user_id)
  if (!session || !user) return refused
  if (!sessionLive(session)) {
    // the server deletes a session it finds expired
    endSessions((s) => s === session)
    return refused
  }
  session.time_last_used = now()
  return { user, session, token: null, failed: false }
}

function byBearer(header: string): Authn {
  const [scheme, value] = header.trim().split(/\s+/, 2)
  if (scheme?.toLowerCase() !== 'bearer' || !value?.startsWith(TOKEN_PREFIX)) return refused
  const secret = value.slice(TOKEN_PREFIX.length)
  const token = db.deviceTokens.find((t) => t.token === secret)
  const user = token && userById(token.silo_user_id)
  if (!token || !user || !tokenLive(token)) return refused
  return { user, session: null, token, failed: false }
}

export function authenticate(cookie: string | undefined, authorization: string | null): Authn {
  if (cookie !== undefined && cookie !== SIGNED_OUT) {
    const shortcut = userById(cookie)
    return shortcut ? { ...nobody, user: shortcut } : bySession(cookie)
  }
  if (authorization) return byBearer(authorization)
  if (cookie === undefined) {
    const demo = db.sessions.find((s) => s.token === DEMO_SESSION_TOKEN)
    return demo ? bySession(DEMO_SESSION_TOKEN) : nobody
  }
  return nobody
}
