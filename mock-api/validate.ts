import { bodyParseError, errorResponse } from './errors'

/**
 * Body checks with the real API's wording. serde reports the first problem it meets as
 * `unable to parse JSON body: <field>: <reason>`, so each check throws on the first failure.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What Rust's `Uuid::parse_str` accepts (hyphenated, the 32-digit simple form, braced, urn; any
 * case), as the canonical hyphenated lowercase form; undefined when it is no UUID.
 */
export function parseUuid(value: string): string | undefined {
  const bare = value.replace(/^urn:uuid:(.{36})$/i, '$1').replace(/^\{(.{36})\}$/, '$1')
  const hex = UUID.test(bare) ? bare.replace(/-/g, '') : /^[0-9a-f]{32}$/i.test(bare) ? bare : ''
  if (!hex) return undefined
  const h = hex.toLowerCase()
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export function nameProblem(value: string): string | undefined {
  if (value.length === 0) return 'name requires at least one character'
  if (value.length > 63) return 'name may contain at most 63 characters'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  const bad = /[^a-z0-9-]/.exec(value)
  if (bad)
    return `name contains invalid character: "${bad[0]}" (allowed characters are lowercase ASCII, digits, and "-")`
  if (value.endsWith('-')) return 'name cannot end with "-"'
  // the server's text, and its reading of a UUID (the simple form too): real-api-behaviour row 21
  if (parseUuid(value)) return 'name cannot be a UUID to avoid ambiguity with IDs'
  return undefined
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The body must be a JSON object. */
export function requireObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw bodyParseError('invalid type: expected a JSON object')
  return body
}

export function requireField(body: unknown, field: string): unknown {
  const obj = requireObject(body)
  if (obj[field] === undefined) throw bodyParseError(`missing field \`${field}\``)
  return obj[field]
}

export function requireString(body: unknown, field: string): string {
  const value = requireField(body, field)
  if (typeof value !== 'string')
    throw bodyParseError(`${field}: invalid type: ${typeof value}, expected a string`)
  return value
}

export function requireName(body: unknown, field = 'name'): string {
  const value = requireString(body, field)
  const problem = nameProblem(value)
  if (problem) throw bodyParseError(`${field}: ${problem}`)
  return value
}

/** An optional field: absent or null gives undefined; otherwise it must be a string. */
export function optionalString(body: unknown, field: string): string | undefined {
  const value = requireObject(body)[field]
  if (value == null) return undefined
  if (typeof value !== 'string')
    throw bodyParseError(`${field}: invalid type: ${typeof value}, expected a string`)
  return value
}

export function optionalName(body: unknown, field = 'name'): string | undefined {
  const value = optionalString(body, field)
  if (value === undefined) return undefined
  const problem = nameProblem(value)
  if (problem) throw bodyParseError(`${field}: ${problem}`)
  return value
}

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
  'affinityGroup',
  'antiAffinityGroup',
  'sshKey',
  'pool',
  'silo',
  'gateway',
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
