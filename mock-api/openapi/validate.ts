/**
 * A JSON-schema check of the subset of OpenAPI 3.0 that Nexus's document uses (schemars' output
 * through dropshot): type, properties, required, additionalProperties, items, enum, oneOf, anyOf,
 * allOf, `$ref` to `#/components/schemas/…`, nullable, min/max (items, length, value),
 * uniqueItems, pattern, and the cheap formats (uuid, date-time, ip, ipv4, ipv6, the unsigned
 * integer widths). Written here rather than taken from a library: the subset is small, and a
 * keyword it does not know is a violation of its own, so a newer document cannot pass unchecked.
 */

export type Schema = {
  $ref?: string
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean'
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  enum?: unknown[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
  nullable?: boolean
  format?: string
  minimum?: number
  maximum?: number
  pattern?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  [other: string]: unknown
}

export type Components = { schemas: Record<string, Schema> }
export type Violation = { at: string; message: string }

export type Options = {
  /**
   * Objects may hold only the properties their schema names, even where the schema does not say
   * `additionalProperties: false` (schemars leaves it out, and serde ignores unknown fields). An
   * answer's extra field is one the server never sends, which is worth knowing in a mock.
   */
  strict?: boolean
}

/** Keywords that say nothing about validity. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'example',
  'deprecated',
  'readOnly',
])
const KEYWORDS = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'oneOf',
  'anyOf',
  'allOf',
  'nullable',
  'format',
  'minimum',
  'maximum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

function isIpv6(s: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(s)) return false
  try {
    // the URL parser is a complete IPv6 parser, and rejects what is not one
    return new URL(`http://[${s}]/`).hostname.length > 2
  } catch {
    return false
  }
}

const UNSIGNED: Record<string, number> = {
  uint8: 2 ** 8 - 1,
  uint16: 2 ** 16 - 1,
  uint32: 2 ** 32 - 1,
  uint64: Number.MAX_SAFE_INTEGER,
  uint: Number.MAX_SAFE_INTEGER,
}

function formatError(format: string, value: unknown): string | null {
  if (typeof value === 'string') {
    const ok =
      format === 'uuid'
        ? UUID.test(value)
        : format === 'date-time'
          ? DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
          : format === 'ip'
            ? IPV4.test(value) || isIpv6(value)
            : format === 'ipv4'
              ? IPV4.test(value)
              : format === 'ipv6'
                ? isIpv6(value)
                : true
    return ok ? null : `is not a ${format}: ${JSON.stringify(value)}`
  }
  if (typeof value === 'number' && format in UNSIGNED) {
    const max = UNSIGNED[format] ?? 0
    return value < 0 || value > max ? `is out of ${format}'s range: ${value}` : null
  }
  return null
}

const typeOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v

function typeMatches(type: string, v: unknown) {
  if (type === 'integer') return Number.isInteger(v)
  if (type === 'number') return typeof v === 'number' && Number.isFinite(v)
  if (type === 'array') return Array.isArray(v)
  if (type === 'object') return typeof v === 'object' && v !== null && !Array.isArray(v)
  return typeof v === type
}

const deepEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export class Validator {
  constructor(
    private components: Components,
    private options: Options = {},
  ) {}

  /** The schema a `$ref` names; an unknown name is an error in the document, so it throws. */
  resolve(ref: string): Schema {
    const name = ref.replace(/^#\/components\/schemas\//, '')
    const schema = this.components.schemas[name]
    if (!schema || name === ref) throw new Error(`unknown $ref ${ref}`)
    return schema
  }

  /** Every way `value` breaks `schema`; none means it conforms. */
  validate(schema: Schema, value: unknown, at = '$'): Violation[] {
    const out: Violation[] = []
    this.check(schema, value, at, out)
    return out
  }

  private check(schema: Schema, value: unknown, at: string, out: Violation[]): void {
    for (const key of Object.keys(schema))
      if (!KEYWORDS.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-'))
        out.push({ at, message: `the validator does not know the keyword ${key}` })
    if (value === null && schema.nullable) return
    if (schema.$ref) this.check(this.resolve(schema.$ref), value, at, out)
    for (const sub of schema.allOf ?? []) this.check(sub, value, at, out)
    if (schema.anyOf && !schema.anyOf.some((s) => this.validate(s, value, at).length === 0))
      out.push({ at, message: `matches none of anyOf's ${schema.anyOf.length} schemas` })
    if (schema.oneOf) this.checkOneOf(schema.oneOf, value, at, out)
    if (schema.enum && !schema.enum.some((e) => deepEqual(e, value)))
      out.push({
        at,
        message: `${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`,
      })
    if (schema.type && !typeMatches(schema.type, value)) {
      out.push({ at, message: `is ${typeOf(value)}, not ${schema.type}` })
      return
    }
    if (schema.format) {
      const error = formatError(schema.format, value)
      if (error) out.push({ at, message: error })
    }
    if (typeof value === 'number') this.checkNumber(schema, value, at, out)
    if (typeof value === 'string') this.checkString(schema, value, at, out)
    if (Array.isArray(value)) this.checkArray(schema, value, at, out)
    else if (typeof value === 'object' && value !== null)
      this.checkObject(schema, value as Record<string, unknown>, at, out)
  }

  private checkOneOf(branches: Schema[], value: unknown, at: string, out: Violation[]) {
    const results = branches.map((s) => this.validate(s, value, at))
    const matched = results.filter((r) => r.length === 0).length
    if (matched === 1) return
    if (matched > 1) {
      out.push({ at, message: `matches ${matched} of oneOf's schemas, not exactly one` })
      return
    }
    // the branch that came closest says the most about what is wrong
    const closest = results.reduce((a, b) => (b.length < a.length ? b : a))
    out.push({ at, message: `matches none of oneOf's ${branches.length} schemas` }, ...closest)
  }

  private checkNumber(schema: Schema, value: number, at: string, out: Violation[]) {
    if (schema.minimum !== undefined && value < schema.minimum)
      out.push({ at, message: `${value} is below the minimum ${schema.minimum}` })
    if (schema.maximum !== undefined && value > schema.maximum)
      out.push({ at, message: `${value} is above the maximum ${schema.maximum}` })
  }

  private checkString(schema: Schema, value: string, at: string, out: Violation[]) {
    // schemars' patterns are ECMA-262-compatible; the u flag reads \p{…} the way they mean it
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value))
      out.push({ at, message: `${JSON.stringify(value)} does not match ${schema.pattern}` })
    const length = [...value].length
    if (schema.minLength !== undefined && length < schema.minLength)
      out.push({ at, message: `is shorter than ${schema.minLength}` })
    if (schema.maxLength !== undefined && length > schema.maxLength)
      out.push({ at, message: `is longer than ${schema.maxLength}` })
  }

  private checkArray(schema: Schema, value: unknown[], at: string, out: Violation[]) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      out.push({ at, message: `has fewer than ${schema.minItems} items` })
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      out.push({ at, message: `has more than ${schema.maxItems} items` })
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
      out.push({ at, message: 'has repeated items' })
    const items = schema.items
    if (items) for (const [i, v] of value.entries()) this.check(items, v, `${at}[${i}]`, out)
  }

  private checkObject(
    schema: Schema,
    value: Record<string, unknown>,
    at: string,
    out: Violation[],
  ) {
    for (const key of schema.required ?? [])
      if (!(key in value)) out.push({ at, message: `lacks the required property ${key}` })
    const properties = schema.properties ?? {}
    for (const [key, sub] of Object.entries(properties))
      if (key in value) this.check(sub, value[key], `${at}.${key}`, out)
    const extra = schema.additionalProperties
    if (typeof extra === 'object') {
      for (const key of Object.keys(value))
        if (!(key in properties)) this.check(extra, value[key], `${at}.${key}`, out)
      return
    }
    const closed = extra === false || (this.options.strict && extra === undefined)
    // a schema that lists no properties (a oneOf wrapper) leaves them to its branches
    if (!closed || schema.properties === undefined) return
    const known = this.propertyNames(schema)
    for (const key of Object.keys(value))
      if (!known.has(key))
        out.push({ at, message: `has the property ${key}, which the schema lacks` })
  }

  /** The properties a schema names, its allOf parts included. */
  private propertyNames(schema: Schema): Set<string> {
    const names = new Set(Object.keys(schema.properties ?? {}))
    for (const sub of schema.allOf ?? []) {
      const resolved = sub.$ref ? this.resolve(sub.$ref) : sub
      for (const n of this.propertyNames(resolved)) names.add(n)
    }
    return names
  }
}
