import { parseUuid } from './db'
import { errorResponse } from './errors'
import { nameProblem } from './handlers/body'
import { uuidParseError } from './uuid-text'

/**
 * Path and query parameters the API types as `NameOrId`: a UUID (any form Rust parses) or a
 * valid name. Others (`userId`, `pageToken`, `sortBy`, ...) are not checked here.
 */
const NAME_OR_ID = new Set([
  'project',
  'instance',
  'disk',
  'snapshot',
  'image',
  'vpc',
  'subnet',
  'router',
  'route',
  'interface',
  'floatingIp',
  'externalSubnet',
  'affinityGroup',
  'antiAffinityGroup',
  'sshKey',
  'pool',
  'silo',
  'gateway',
  'nameOrId',
  'announceSet',
  'probe',
  'receiver',
])

const UNTAGGED = 'data did not match any variant of untagged enum NameOrId'

/**
 * Path and query parameters the API types as a plain `Uuid` (or a typed one), by the server's
 * OpenAPI document (`format: uuid`; `selectors.spec.ts` holds this list to it): anything else is
 * dropshot's 400 in the uuid crate's words, before the handler runs.
 */
export const UUID_PARAMS = {
  path: new Set([
    'alertId',
    'bundleId',
    'diskId',
    'groupId',
    'physicalDiskAdoptionReqId',
    'rackId',
    'secretId',
    'sledId',
    'switchId',
    'tokenId',
    'trustRootId',
    'userId',
  ]),
  query: new Set(['group', 'rackId', 'switchPortId']),
}

/**
 * Dropshot parses path and query parameters before a handler runs: a value that is neither a
 * UUID nor a valid name is a 400 with no error_code (real-api-behaviour.md row 19). A UUID in
 * any accepted form comes back canonical, so lookups compare ids as the server does (row 21).
 */
export function checkSelectors(
  path: Record<string, unknown>,
  query: Record<string, unknown>,
): { path: Record<string, unknown>; query: Record<string, unknown> } {
  const normal = (where: 'path' | 'query', params: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...params }
    const fail = (detail: string) =>
      errorResponse(
        400,
        null,
        where === 'path'
          ? `bad parameter in URL path: ${detail}`
          : `unable to parse query string: ${detail}`,
      )
    for (const [key, value] of Object.entries(params)) {
      if (typeof value !== 'string') continue
      if (UUID_PARAMS[where].has(key)) {
        const id = parseUuid(value)
        if (!id) throw fail(uuidParseError(value))
        out[key] = id
        continue
      }
      if (!NAME_OR_ID.has(key)) continue
      const id = parseUuid(value)
      if (id) out[key] = id
      else if (nameProblem(value)) throw fail(UNTAGGED)
    }
    return out
  }
  return { path: normal('path', path), query: normal('query', query) }
}

/**
 * A path param dropshot reads as a `Uuid` (or a typed UUID): the canonical id, or the 400 with
 * the uuid crate's text for what it refused (uuid-text.ts).
 */
export function uuidPathParam(raw: string): string {
  const id = parseUuid(raw)
  if (id) return id
  throw errorResponse(400, null, `bad parameter in URL path: ${uuidParseError(raw)}`)
}
