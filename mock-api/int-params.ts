import { errorResponse } from './errors'

/**
 * Integers in a query string or a path, as the server reads them. A query's go through
 * serde_urlencoded, which parses the text with Rust's `str::parse` and words a failure as the
 * standard library's `ParseIntError` does (core/src/num/error.rs); a path's go through dropshot's
 * own deserializer (dropshot/src/from_map.rs `de_value!`: `unable to parse '<text>' as u8`).
 */
const MAX = {
  u8: (1n << 8n) - 1n,
  u16: (1n << 16n) - 1n,
  u32: (1n << 32n) - 1n,
  u64: (1n << 64n) - 1n,
}
export type UintType = keyof typeof MAX

/** `str::parse::<uN>`'s error for `text`, or undefined when it parses. */
export function uintParseProblem(text: string, type: UintType): string | undefined {
  if (text === '') return 'cannot parse integer from empty string'
  // an unsigned parse takes one leading `+`, and digits only after it
  const digits = text.startsWith('+') ? text.slice(1) : text
  if (!/^\d+$/.test(digits)) return 'invalid digit found in string'
  if (BigInt(digits) > MAX[type]) return 'number too large to fit in target type'
  return undefined
}

const queryError = (detail: string) =>
  errorResponse(400, null, `unable to parse query string: ${detail}`)

/**
 * An optional unsigned query parameter (`raw` as the kit passes it: a number when it was all
 * digits, else the text), or dropshot's 400 in the parse error's words.
 */
export function queryUint(raw: unknown, type: UintType): number | undefined {
  if (raw === undefined || raw === null) return undefined
  const problem = uintParseProblem(String(raw), type)
  if (problem) throw queryError(problem)
  return Number(String(raw).replace(/^\+/, ''))
}

/** An unsigned path parameter, or dropshot's 400 naming the text and the type. */
export function pathUint(raw: string, type: UintType): number {
  if (uintParseProblem(raw, type))
    throw errorResponse(400, null, `bad parameter in URL path: unable to parse '${raw}' as ${type}`)
  return Number(raw.replace(/^\+/, ''))
}
