import { parseUuid } from './db'
import { errorResponse } from './errors'
import { nameProblem } from './handlers/body'

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
    for (const [key, value] of Object.entries(params)) {
      if (!NAME_OR_ID.has(key) || typeof value !== 'string') continue
      const id = parseUuid(value)
      if (id) out[key] = id
      else if (nameProblem(value))
        throw errorResponse(
          400,
          null,
          where === 'path'
            ? `bad parameter in URL path: ${UNTAGGED}`
            : `unable to parse query string: ${UNTAGGED}`,
        )
    }
    return out
  }
  return { path: normal('path', path), query: normal('query', query) }
}
