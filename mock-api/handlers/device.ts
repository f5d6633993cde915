import { HttpResponse } from 'msw'
import type { DeviceAuthRecord, DeviceTokenRecord } from '../data/sessions'
import { TOKEN_PREFIX } from '../data/sessions'
import { db, now } from '../db'
import { errorResponse, invalidRequest } from '../errors'
import type { HandlerMap, PublicHandlerMap } from '../kit'
import { reader } from './body'
import { formReader } from './form-body'
import { deviceTokenMaxTtl } from './silo-auth'

/**
 * The OAuth 2.0 device authorization grant (RFC 8628) as Nexus runs it
 * (nexus/src/app/device_auth.rs): the client asks for a code (`/device/auth`), the user confirms
 * it signed in (`/device/confirm`, the console's device page), the client polls `/device/token`
 * until the token is granted. The client's calls take form bodies and answer OAuth's own JSON.
 */
const REQUEST_TTL_S = 300
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'
/** RFC 8628 §6.1's 20 letters, no vowels: what a user code is drawn from. */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

function userCode() {
  for (;;) {
    const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
      USER_CODE_ALPHABET.charAt(b % USER_CODE_ALPHABET.length),
    ).join('')
    const code = `${letters.slice(0, 4)}-${letters.slice(4)}`
    if (!db.deviceRequests.some((r) => r.user_code === code)) return code
  }
}

/** OAuth's answers are plain JSON, not the API's error body (build_oauth_response). */
const oauth = (status: number, body: object) => HttpResponse.json(body, { status })

const plusSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

export const devicePublicHandlers: PublicHandlerMap = {
  deviceAuthRequest: ({ body, request }) => {
    const f = formReader(body)
    const clientId = f.uuid('client_id')
    const ttl = f.nonZeroU32('ttl_seconds')
    const record: DeviceAuthRecord = {
      client_id: clientId,
      device_code: hex(20),
      user_code: userCode(),
      time_created: now(),
      time_expires: plusSeconds(REQUEST_TTL_S),
      token_ttl_seconds: ttl,
    }
    db.deviceRequests.push(record)
    return oauth(200, {
      verification_uri: `${new URL(request.url).origin}/device/verify`,
      user_code: record.user_code,
      device_code: record.device_code,
      expires_in: REQUEST_TTL_S,
    })
  },

  deviceAccessToken: ({ body }) => {
    const f = formReader(body)
    const grantType = f.string('grant_type')
    const deviceCode = f.string('device_code')
    const clientId = f.uuid('client_id')
    if (grantType !== GRANT_TYPE) return oauth(400, { error: 'unsupported_grant_type' })
    const token = db.deviceTokens.find(
      (t) => t.client_id === clientId && t.device_code === deviceCode,
    )
    // the server answers pending for any code it has no token for: unknown, unconfirmed, or
    // expired unconfirmed alike; a token confirmed too late is granted already expired
    if (!token) return oauth(400, { error: 'authorization_pending' })
    return oauth(200, {
      access_token: `${TOKEN_PREFIX}${token.token}`,
      token_type: 'Bearer',
      token_id: token.id,
      time_expires: token.time_expires,
    })
  },
}

/**
 * The expiry of a token confirmed now (device_auth_request_verify): a requested lifetime is
 * checked against the silo's maximum (auth settings), then against the token the call came
 * with; without one, the lesser of the silo's maximum and that token's expiry.
 */
function tokenExpiry(
  request: DeviceAuthRecord,
  via: DeviceTokenRecord | null,
  siloId: string,
): string | null {
  const viaExpires = via?.time_expires ?? null
  const max = deviceTokenMaxTtl(siloId)
  if (request.token_ttl_seconds === null) {
    const siloExpires = max === null ? null : plusSeconds(max)
    if (siloExpires && viaExpires)
      return Date.parse(siloExpires) < Date.parse(viaExpires) ? siloExpires : viaExpires
    return siloExpires ?? viaExpires
  }
  if (max !== null && request.token_ttl_seconds > max)
    throw invalidRequest(
      `Requested TTL ${request.token_ttl_seconds} seconds exceeds maximum allowed TTL for this silo of ${max} seconds`,
    )
  const requested = plusSeconds(request.token_ttl_seconds)
  if (viaExpires && Date.parse(requested) > Date.parse(viaExpires))
    throw invalidRequest(
      "Requested token TTL would exceed the expiration time of the token being used to authenticate the confirm request. To get the full requested TTL, confirm this token using a web console session. Alternatively, omit requested TTL to get a token with the longest allowed lifetime, determined by the lesser of the silo max and the current token's expiration time.",
    )
  return requested
}

export const deviceHandlers: HandlerMap = {
  deviceAuthConfirm: ({ body, user, token: via }) => {
    const code = reader(body).string('user_code')
    // looked up exactly as sent (`ABCD-EFGH`); a used code is gone, as an unknown one
    const request = db.deviceRequests.find((r) => r.user_code === code)
    if (!request)
      return errorResponse(
        404,
        'ObjectNotFound',
        `not found: device-auth-request with id "user_code = ${JSON.stringify(code)}"`,
      )
    // the requested lifetime is checked first: refused, the code stays usable
    const expires = tokenExpiry(request, via, user.silo_id)
    const expired = Date.parse(request.time_expires) < Date.now()
    const token: DeviceTokenRecord = {
      id: crypto.randomUUID(),
      token: hex(20),
      client_id: request.client_id,
      device_code: request.device_code,
      silo_user_id: user.id,
      time_requested: request.time_created,
      time_created: now(),
      // stored even when too late, expired, so the client's next poll learns it
      time_expires: expired ? request.time_expires : expires,
    }
    db.deviceRequests = db.deviceRequests.filter((r) => r !== request)
    db.deviceTokens.push(token)
    if (expired) return invalidRequest('device authorization request expired')
  },
}
