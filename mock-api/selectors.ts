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

/**
 * A path param dropshot reads as a `Uuid` (or a typed UUID): the canonical id, or the 400 with
 * the uuid crate's text for what it refused (`InvalidUuid::into_err` in uuid's parser.rs).
 */
export function uuidPathParam(raw: string): string {
  const id = parseUuid(raw)
  if (id) return id
  const fail = (detail: string) => errorResponse(400, null, `bad parameter in URL path: ${detail}`)
  const bare = raw.replace(/^urn:uuid:/, '').replace(/^\{(.*)\}$/, '$1')
  const offset = raw.length - bare.length - (raw.endsWith('}') ? 1 : 0)
  const bad = [...bare].findIndex((c) => !/[0-9a-fA-F-]/.test(c))
  if (bad !== -1)
    throw fail(
      `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${[...bare][bad]}\` at ${offset + bad + 1}`,
    )
  const groups = bare.split('-')
  if (groups.length === 1)
    throw fail(`invalid length: expected length 32 for simple format, found ${bare.length}`)
  if (groups.length !== 5) throw fail(`invalid group count: expected 5, found ${groups.length}`)
  const sizes = [8, 4, 4, 4, 12]
  const group = groups.findIndex((g, i) => g.length !== sizes[i])
  throw fail(
    `invalid group length in group ${group}: expected ${sizes[group]}, found ${groups[group]?.length}`,
  )
}
