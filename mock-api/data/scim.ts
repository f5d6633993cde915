import type { ScimClientBearerToken } from '@oxide/api'
import type { Json } from '../json'
import { samlSilo } from './silos'

/**
 * SCIM client bearer tokens as the server stores them (nexus/db-model/src/scim_client_bearer_token.rs):
 * the silo and the secret beside what the API shows. The secret is answered once, by the create
 * call, as `oxide-scim-` and the 40 hex digits; the list and view never show it.
 */
export type ScimTokenRecord = Json<ScimClientBearerToken> & {
  silo_id: string
  bearer_token: string
}

/** The prefix the create call puts before the stored secret. */
export const SCIM_TOKEN_PREFIX = 'oxide-scim-'

export function scimSeed() {
  return {
    /** One token of northwind, the SAML silo, for its IdP's provisioning client. */
    scimTokens: [
      {
        id: '5c1a0000-0000-4000-8000-000000000001',
        time_created: '2025-08-05T08:30:00Z',
        time_expires: null,
        silo_id: samlSilo.id,
        bearer_token: '0f3c9a2d4e5b6a7c8d9e0f1a2b3c4d5e6f7a8b9c',
      },
    ] as ScimTokenRecord[],
    /**
     * Each silo's `device_token_max_ttl_seconds` (nexus/db-model/src/silo_auth_settings.rs); a
     * silo without an entry has the row a new silo gets, null (tokens that do not expire).
     */
    siloAuthSettings: {} as Record<string, number | null>,
  }
}
