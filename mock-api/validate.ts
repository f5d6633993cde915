import { bodyParseError } from './errors'

/**
 * Body checks with the real API's wording. serde reports the first problem it meets as
 * `unable to parse JSON body: <field>: <reason>`, so each check throws on the first failure.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function nameProblem(value: string): string | undefined {
  if (value.length === 0) return 'name requires at least one character'
  if (value.length > 63) return 'name may contain at most 63 characters'
  if (!/^[a-z]/.test(value)) return 'name must begin with an ASCII lowercase character'
  const bad = /[^a-z0-9-]/.exec(value)
  if (bad)
    return `name contains invalid character: "${bad[0]}" (allowed characters are lowercase ASCII, digits, and "-")`
  if (value.endsWith('-')) return 'name cannot end with "-"'
  if (UUID.test(value)) return 'name cannot be a UUID'
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
