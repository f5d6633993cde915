import { BODY_TYPES } from '../body-types'
import { parseUuid } from '../db'
import { bodyErrorDetails, bodyParseError, oneOf } from '../errors'
import { lineColumn, locate, valueEnd } from '../json-position'
import { syntaxProblem } from '../json-syntax'
import type { Op } from '../routes'
import { uuidParseError } from '../uuid-text'

/**
 * The one body reader: every handler reads its request body through it, so the real API's
 * serde-style 400s (`unable to parse JSON body: <path>: <reason>`) come from this file alone.
 * It fails on the first problem it meets, as serde does.
 */
/**
 * What serde_json names a value it did not expect (`JsonUnexpected` in its src/error.rs). A
 * number past the 64-bit integers is a float to serde_json (its `parse_long_integer`), shown as
 * Rust shows an `f64`, digits and a `.0` (serde's `WithDecimalPoint`).
 */
export const kindOf = (v: unknown) => {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'sequence'
  if (typeof v === 'object') return 'map'
  if (typeof v === 'string') return `string ${JSON.stringify(v)}`
  if (typeof v === 'boolean') return `boolean \`${v}\``
  if (typeof v === 'number') {
    if (Number.isInteger(v) && (v >= 2 ** 64 || v < -(2 ** 63)))
      return `floating point \`${BigInt(v)}.0\``
    return Number.isInteger(v) ? `integer \`${v}\`` : `floating point \`${v}\``
  }
  return String(v)
}

/**
 * The integer types serde reads a field as, with each one's range. (A JSON number is a float in
 * JavaScript: past 2^53 the bounds are as near as a float comes.)
 */
const INTEGERS = {
  u8: [0, 2 ** 8 - 1],
  u16: [0, 2 ** 16 - 1],
  u32: [0, 2 ** 32 - 1],
  u64: [0, 2 ** 64 - 1],
  i8: [-(2 ** 7), 2 ** 7 - 1],
  i16: [-(2 ** 15), 2 ** 15 - 1],
  i32: [-(2 ** 31), 2 ** 31 - 1],
  i64: [-(2 ** 63), 2 ** 63 - 1],
} as const
export type IntType = keyof typeof INTEGERS

/**
 * serde's text for a value that is no `type` (undefined when it is one): a wrong type, or an
 * integer out of the type's range (`invalid value: integer \`70000\`, expected u16`).
 */
export function intProblem(v: unknown, type: IntType): string | undefined {
  const [min, max] = INTEGERS[type]
  if (typeof v !== 'number' || !Number.isInteger(v) || v >= 2 ** 64 || v < -(2 ** 63))
    return `invalid type: ${kindOf(v)}, expected ${type}`
  if (v < min || v > max) return `invalid value: integer \`${v}\`, expected ${type}`
  return undefined
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The request's text as JSON; an empty body is `undefined`, which `reader` refuses. Text that is
 * no JSON gets serde_json's syntax error, placed where it stopped (json-syntax.ts). What follows
 * the first whole value is never read: dropshot deserializes through serde_path_to_error
 * (dropshot/src/extractor/body.rs), whose `deserialize` (src/de.rs) does not call serde_json's
 * `Deserializer::end`, the only check for trailing characters.
 */
export function parseBody(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    const { detail, offset } = syntaxProblem(text)
    // the offset is just past the first byte after the value and its whitespace
    if (detail === 'trailing characters') return JSON.parse(text.slice(0, offset - 1))
    const error = bodyParseError(detail, lineColumn(text, offset))
    // placed already: the kit's `placed` has no value to put it after
    bodyErrorDetails.delete(error)
    throw error
  }
}

/**
 * A handler's answer with a body error placed where serde would have stopped reading `text`
 * (real-api-behaviour.md row 21); any other answer as it is.
 */
export function placed(answer: Response, text: string): Response {
  const detail = bodyErrorDetails.get(answer)
  if (detail === undefined || !text) return answer
  try {
    const found = locate(text, detail)
    return bodyParseError(found.detail, lineColumn(text, found.offset))
  } catch {
    return bodyParseError(detail) // the text held what no body has: keep line 1 column 1
  }
}

/** A body error already placed (body-walk.ts found where): `placed` leaves it as it is. */
export function bodyErrorAt(detail: string, at: { line: number; column: number }) {
  const error = bodyParseError(detail, at)
  bodyErrorDetails.delete(error)
  return error
}

/**
 * serde's 400 for a body of `op` that is JSON but no object, placed as serde_json places it
 * (body-types.ts says how); undefined when there is none or it is not imitated.
 */
export function bodyShapeError(op: Op, body: unknown, text: string): Response | undefined {
  const type = BODY_TYPES[op]
  if (!type || body === undefined || isObject(body)) return undefined
  const [expecting, array] = type
  let detail = `invalid type: ${kindOf(body)}, expected ${expecting}`
  let offset = valueEnd(text)
  if (Array.isArray(body)) {
    if (array === 'map') offset = text.length - text.trimStart().length
    else if (typeof array === 'number' && body.length === 0)
      detail = `invalid length 0, expected ${expecting} with ${array} element${array === 1 ? '' : 's'}`
    else return undefined
  }
  const error = bodyParseError(detail, lineColumn(text, offset))
  // placed already: the kit's `placed` would put it after the value
  bodyErrorDetails.delete(error)
  return error
}

/** The API's rules for a `Name`, in its wording; undefined when the name is fine. */
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

export type Reader = ReturnType<typeof reader>

export function reader(value: unknown, path = '') {
  const at = (k: string) => (path ? `${path}.${k}` : k)
  // an empty body: serde_json found no value at all, at column 0 (nothing consumed)
  if (value === undefined && !path)
    throw bodyParseError('EOF while parsing a value', { line: 1, column: 0 })
  if (!isObject(value))
    throw bodyParseError(
      `${path ? `${path}: ` : ''}invalid type: ${kindOf(value)}, expected a JSON object`,
    )
  const o = value
  const fail = (k: string, reason: string) => bodyParseError(`${at(k)}: ${reason}`)
  /**
   * `name` and `description` belong to the flattened `IdentityMetadata*Params`, which serde
   * reads from a buffer after the whole object: their errors name no field, only the enclosing
   * object's path (omicron nexus/tests/integration_tests/basic.rs: `unable to parse JSON body:
   * name contains invalid character: …`).
   */
  const identityFail = (k: string, reason: string) => {
    if (k !== 'name' && k !== 'description') return fail(k, reason)
    // read from serde's `Content` buffer; its null is still `null` in serde_json's words
    // (src/error.rs `JsonUnexpected`: a unit is "null", since 1.0.113)
    return bodyParseError(path ? `${path}: ${reason}` : reason)
  }
  const need = (k: string) => {
    if (o[k] === undefined) throw bodyParseError(`${path ? `${path}: ` : ''}missing field \`${k}\``)
    return o[k]
  }
  const str = (k: string, v: unknown) => {
    if (typeof v !== 'string')
      throw identityFail(k, `invalid type: ${kindOf(v)}, expected a string`)
    return v
  }
  const named = (k: string, v: string) => {
    const problem = nameProblem(v)
    if (problem) throw identityFail(k, problem)
    return v
  }
  /** serde's texts for an integer field: a wrong type, or a number out of the type's range. */
  const int = (k: string, v: unknown, type: IntType) => {
    const problem = intProblem(v, type)
    if (problem) throw fail(k, problem)
    return v as number
  }
  const variant = <T extends string>(k: string, v: unknown, variants: readonly T[]): T => {
    // serde_json's `deserialize_enum` takes only a string (or a map) and peeks at anything else
    if (typeof v !== 'string') throw fail(k, 'expected value')
    if (!variants.includes(v as T))
      throw fail(k, `unknown variant \`${v}\`, expected ${oneOf(variants)}`)
    return v as T
  }
  return {
    path,
    /** A 400 about field `k` at this reader's place in the body, for rules beyond the types. */
    fail,
    has: (k: string) => o[k] != null,
    raw: (k: string) => o[k],
    /** A field that must be present, of any type (the caller checks it). */
    value: (k: string) => need(k),
    string: (k: string) => str(k, need(k)),
    /** A `Uuid` field: the canonical id, or serde's text for a string that is none. */
    uuid: (k: string) => {
      const v = need(k)
      // the crate's visitor expects "a formatted UUID string" (src/external/serde_support.rs)
      if (typeof v !== 'string')
        throw fail(k, `invalid type: ${kindOf(v)}, expected a formatted UUID string`)
      const id = parseUuid(v)
      if (!id) throw fail(k, uuidParseError(v))
      return id
    },
    optString: (k: string) => (o[k] == null ? undefined : str(k, o[k])),
    name: (k = 'name') => named(k, str(k, need(k))),
    optName: (k = 'name') => (o[k] == null ? undefined : named(k, str(k, o[k]))),
    /** An integer field of the Rust type given (`u64` unless said). */
    int: (k: string, type: IntType = 'u64') => int(k, need(k), type),
    /** An `Option` of an integer type: absent or null is null. */
    optInt: (k: string, type: IntType) => (o[k] == null ? null : int(k, o[k], type)),
    /**
     * A `ByteCount` (common/src/api/external/mod.rs): a u64, then at most `i64::MAX`, refused in
     * its `ByteCountRangeError`'s words.
     */
    byteCount: (k: string) => {
      const v = int(k, need(k), 'u64')
      if (v > INTEGERS.i64[1]) throw fail(k, 'value is too large for a byte count')
      return v
    },
    bool: (k: string, fallback?: boolean) => {
      const v = o[k] === undefined && fallback !== undefined ? fallback : need(k)
      if (typeof v !== 'boolean') throw fail(k, `invalid type: ${kindOf(v)}, expected a boolean`)
      return v
    },
    enum: <T extends string>(k: string, variants: readonly T[]) => variant(k, need(k), variants),
    /** Absent gives undefined, null gives null: the API tells "unset" from "leave alone". */
    optEnum: <T extends string>(k: string, variants: readonly T[]) =>
      o[k] === undefined ? undefined : o[k] === null ? null : variant(k, o[k], variants),
    /** A sequence that must be present. */
    list: (k: string): unknown[] => {
      const v = need(k)
      if (!Array.isArray(v)) throw fail(k, `invalid type: ${kindOf(v)}, expected a sequence`)
      return v
    },
    array: (k: string): unknown[] | undefined => {
      if (o[k] == null) return undefined
      if (!Array.isArray(o[k])) throw fail(k, `invalid type: ${kindOf(o[k])}, expected a sequence`)
      return o[k]
    },
    strings: (k: string): string[] | undefined => {
      const v = o[k]
      if (v == null) return undefined
      if (!Array.isArray(v)) throw fail(k, `invalid type: ${kindOf(v)}, expected a sequence`)
      return v.map((item, i) => str(`${k}[${i}]`, item))
    },
    object: (k: string) => reader(need(k), at(k)),
    optObject: (k: string) => (o[k] == null ? undefined : reader(o[k], at(k))),
    /**
     * A tagged enum's `type`. serde reads the tag as an identifier (serde_derive's `__Field`),
     * so a tag that is no string is "expected variant identifier", not a plain enum's text.
     */
    tag: <T extends string>(variants: readonly T[]) => {
      const v = need('type')
      if (typeof v !== 'string')
        throw fail('type', `invalid type: ${kindOf(v)}, expected variant identifier`)
      return variant('type', v, variants)
    },
  }
}

/** A body a type's own deserializer refuses as a whole (serde's `Error::custom`), in its words. */
export const bodyRefused = (reason: string) => bodyParseError(reason)

/** An untagged enum (`IpRange`) that no variant reads: serde names only the enum, no field. */
export const noVariant = (type: string) =>
  bodyParseError(`data did not match any variant of untagged enum ${type}`)
