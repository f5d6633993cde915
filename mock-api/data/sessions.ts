import { uid } from './ids'
import { alan, grace, radia } from './silo'

/**
 * Console sessions and device access tokens as the server stores them: the secret (`token`)
 * beside what the API shows (`id`, times). A session cookie holds a session's token; a bearer
 * header holds `oxide-token-` and a device token's secret.
 */
export type ConsoleSessionRecord = {
  id: string
  token: string
  silo_user_id: string
  time_created: string
  time_last_used: string
}

export type DeviceAuthRecord = {
  client_id: string
  device_code: string
  /** As issued and looked up: `ABCD-EFGH`. */
  user_code: string
  time_created: string
  time_expires: string
  token_ttl_seconds: number | null
}

export type DeviceTokenRecord = {
  id: string
  token: string
  client_id: string
  device_code: string
  silo_user_id: string
  time_requested: string
  time_created: string
  time_expires: string | null
}

/** The prefix of a bearer token; the rest is the stored secret. */
export const TOKEN_PREFIX = 'oxide-token-'

/** Requests without a session cookie act through this session of Grace's (the demo's). */
export const DEMO_SESSION_TOKEN = 'demo0000000000000000000000000000000grace'

/** Seeded secrets, so tests can use the tokens (40 hex digits, as the server makes them). */
export const SEED_TOKENS = {
  grace: 'a11ce0000000000000000000000000000000000a',
  radia: 'a11ce0000000000000000000000000000000000b',
  /** Alan's, expired yesterday: 401, and left out of his list. */
  alanExpired: 'a11ce0000000000000000000000000000000000c',
}

const SESSION = '5e550000'
const TOKEN = '70ce0000'
const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Times are relative to the reset, so the seeded sessions are within the server's timeouts
 * (8 hours idle, 24 hours in all) whenever the mock starts.
 */
export function sessionSeed() {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
  const session = (n: number, user: string, token: string, created: number, used: number) => ({
    id: uid(SESSION, n),
    token,
    silo_user_id: user,
    time_created: ago(created),
    time_last_used: ago(used),
  })
  const token = (
    n: number,
    user: string,
    secret: string,
    created: number,
    expires: number | null,
  ) => ({
    id: uid(TOKEN, n),
    token: secret,
    client_id: uid('c11e0000', n),
    device_code: `seeded-device-code-${n}`,
    silo_user_id: user,
    time_requested: ago(created),
    time_created: ago(created),
    time_expires: expires === null ? null : ago(-expires),
  })
  return {
    sessions: [
      session(1, grace.id, DEMO_SESSION_TOKEN, 2 * HOUR, 0),
      session(2, grace.id, 'a5e5510000000000000000000000000000000002', 20 * HOUR, 3 * HOUR),
      session(3, radia.id, 'a5e5510000000000000000000000000000000003', 5 * HOUR, HOUR),
    ] as ConsoleSessionRecord[],
    /** Tokens of sessions that ended: refused for good, never carried over (authn.ts). */
    endedSessions: [] as string[],
    deviceTokens: [
      token(1, grace.id, SEED_TOKENS.grace, 30 * DAY, null),
      token(2, grace.id, 'a11ce0000000000000000000000000000000000d', 3 * DAY, 27 * DAY),
      token(3, radia.id, SEED_TOKENS.radia, 10 * DAY, null),
      token(4, alan.id, SEED_TOKENS.alanExpired, 31 * DAY, -DAY),
    ] as DeviceTokenRecord[],
    /** The code the device page's tests enter; it does not expire. */
    deviceRequests: [
      {
        client_id: uid('c11e0000', 99),
        device_code: 'seeded-device-code-qxbr',
        user_code: 'QXBR-TMKW',
        time_created: ago(0),
        time_expires: '2100-01-01T00:00:00Z',
        token_ttl_seconds: null,
      },
    ] as DeviceAuthRecord[],
  }
}
