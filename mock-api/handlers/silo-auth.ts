import type { ScimClientBearerToken, Silo, SiloAuthSettings, User } from '@oxide/api'
import { fleetRole, siloRole } from '../authz'
import { SCIM_TOKEN_PREFIX, type ScimTokenRecord } from '../data/scim'
import { db, now } from '../db'
import { forbidden, internalError, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { uuidPathParam } from '../selectors'
import { kindOf, reader } from './body'
import { requireModifySilo, siloOf } from './silo-rules'

/**
 * A silo's authentication settings (/v1/auth-settings: nexus/src/app/silo.rs,
 * ds/silo_auth_settings.rs) and its SCIM client bearer tokens (/v1/system/scim/tokens:
 * nexus/src/app/scim.rs, ds/scim.rs). Each call first fetches the silo (`silo_lookup.fetch()`),
 * so a silo the user cannot read is not found (`find.silo`); tokens then belong to the silo's
 * admins and the fleet's (omicron.polar, `ScimClientBearerToken[List]`).
 */
type Who = Json<User>

/** The settings of the user's own silo; any user may read their own silo. */
const settingsOf = (siloId: string): Json<SiloAuthSettings> => ({
  silo_id: siloId,
  device_token_max_ttl_seconds: db.siloAuthSettings[siloId] ?? null,
})

/** The silo's device token maximum lifetime, in seconds (null: none). */
export const deviceTokenMaxTtl = (siloId: string) => db.siloAuthSettings[siloId] ?? null

/** `Nullable<NonZeroU32>`: required, null allowed, else a nonzero u32 (serde's texts). */
function readMaxTtl(body: unknown): number | null {
  const b = reader(body)
  const k = 'device_token_max_ttl_seconds'
  const v = b.value(k)
  if (v === null) return null
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw b.fail(k, `invalid type: ${kindOf(v)}, expected a nonzero u32`)
  if (v <= 0 || v > 2 ** 32 - 1)
    throw b.fail(k, `invalid value: integer \`${v}\`, expected a nonzero u32`)
  return v
}

/** The token list's `list_children` and `create_child`: the silo's admins, the fleet's. */
function requireTokenAdmin(user: Who, silo: Json<Silo>) {
  if (fleetRole(user) === 'admin' || (user.silo_id === silo.id && siloRole(user) === 'admin'))
    return
  throw forbidden()
}

const view = (t: ScimTokenRecord): Json<ScimClientBearerToken> => ({
  id: t.id,
  time_created: t.time_created,
  time_expires: t.time_expires,
})

/**
 * The token by id, anywhere (`scim_client_bearer_token_id`, visible outside its silo): one the
 * user may not read (not its silo's or the fleet's admin) is not found, as one that is not
 * there. Read and modify take the same roles, so a delete never meets a 403.
 */
function findToken(raw: string, user: Who) {
  const id = uuidPathParam(raw)
  const token = db.scimTokens.find((t) => t.id === id)
  const readable =
    token &&
    (fleetRole(user) === 'admin' || (user.silo_id === token.silo_id && siloRole(user) === 'admin'))
  if (!readable) throw lookupNotFound('scim-client-bearer-token', id, true)
  return token
}

export const siloAuthHandlers: HandlerMap = {
  authSettingsView: ({ user }) => settingsOf(user.silo_id),

  /** The silo's `modify`: its admins and fleet collaborators (`silo_update_auth_settings`). */
  authSettingsUpdate: ({ body, user }) => {
    const ttl = readMaxTtl(body)
    const silo = db.silos.find((s) => s.id === user.silo_id)
    if (!silo) throw internalError()
    requireModifySilo(user, silo)
    db.siloAuthSettings[silo.id] = ttl
    return settingsOf(silo.id)
  },

  /** The whole list, unpaged, in the order the rows were written (no ORDER BY). */
  scimTokenList: ({ query, user }) => {
    const silo = siloOf(query, user)
    requireTokenAdmin(user, silo)
    return db.scimTokens.filter((t) => t.silo_id === silo.id).map(view)
  },

  /** The only answer with the secret; no expiry (`time_expires: None`, ds/scim.rs). */
  scimTokenCreate: ({ query, user }) => {
    const silo = siloOf(query, user)
    requireTokenAdmin(user, silo)
    const secret = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('')
    const token: ScimTokenRecord = {
      id: crypto.randomUUID(),
      time_created: now(),
      time_expires: null,
      silo_id: silo.id,
      bearer_token: secret,
    }
    db.scimTokens.push(token)
    return json({ ...view(token), bearer_token: `${SCIM_TOKEN_PREFIX}${secret}` }, 201)
  },

  /**
   * A token of another silo than `?silo=` is found by its lookup and then missed by the query
   * that filters on the silo, whose NotFound the server does not expect: a 500
   * (`ErrorHandler::Server`, ds/scim.rs `scim_idp_get_token_by_id`).
   */
  scimTokenView: ({ path, query, user }) => {
    const silo = siloOf(query, user)
    const token = findToken(path.tokenId, user)
    if (token.silo_id !== silo.id) throw internalError()
    return view(token)
  },

  /** The soft delete filters on `?silo=` too: another silo's token stays, and the answer is 204. */
  scimTokenDelete: ({ path, query, user }) => {
    const silo = siloOf(query, user)
    const token = findToken(path.tokenId, user)
    if (token.silo_id === silo.id) db.scimTokens = db.scimTokens.filter((t) => t !== token)
  },
}
