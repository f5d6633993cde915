import { bodyParseError } from '../errors'
import { nameProblem } from '../validate'

/**
 * Reads a request body (or a nested part of it) the way serde does, failing on the first
 * problem with the real API's wording: `unable to parse JSON body: <path>: <reason>`.
 */
const kindOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'a sequence' : typeof v === 'object' ? 'a map' : typeof v

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export type Reader = ReturnType<typeof reader>

export function reader(value: unknown, path = '') {
  const at = (k: string) => (path ? `${path}.${k}` : k)
  if (!isObject(value))
    throw bodyParseError(
      `${path ? `${path}: ` : ''}invalid type: ${kindOf(value)}, expected a JSON object`,
    )
  const o = value
  const fail = (k: string, reason: string) => bodyParseError(`${at(k)}: ${reason}`)
  const need = (k: string) => {
    if (o[k] === undefined) throw bodyParseError(`${path ? `${path}: ` : ''}missing field \`${k}\``)
    return o[k]
  }
  const str = (k: string, v: unknown) => {
    if (typeof v !== 'string') throw fail(k, `invalid type: ${kindOf(v)}, expected a string`)
    return v
  }
  const named = (k: string, v: string) => {
    const problem = nameProblem(v)
    if (problem) throw fail(k, problem)
    return v
  }
  const int = (k: string, v: unknown) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
      throw fail(k, `invalid value: ${JSON.stringify(v)}, expected a non-negative integer`)
    return v
  }
  const variant = <T extends string>(k: string, v: unknown, variants: readonly T[]): T => {
    if (typeof v !== 'string' || !variants.includes(v as T))
      throw fail(
        k,
        `unknown variant \`${String(v)}\`, expected one of ${variants.map((x) => `\`${x}\``).join(', ')}`,
      )
    return v as T
  }
  return {
    path,
    has: (k: string) => o[k] != null,
    raw: (k: string) => o[k],
    string: (k: string) => str(k, need(k)),
    optString: (k: string) => (o[k] == null ? undefined : str(k, o[k])),
    name: (k = 'name') => named(k, str(k, need(k))),
    optName: (k = 'name') => (o[k] == null ? undefined : named(k, str(k, o[k]))),
    int: (k: string) => int(k, need(k)),
    bool: (k: string, fallback?: boolean) => {
      const v = o[k] === undefined && fallback !== undefined ? fallback : need(k)
      if (typeof v !== 'boolean') throw fail(k, `invalid type: ${kindOf(v)}, expected a boolean`)
      return v
    },
    enum: <T extends string>(k: string, variants: readonly T[]) => variant(k, need(k), variants),
    /** Absent gives undefined, null gives null: the API tells "unset" from "leave alone". */
    optEnum: <T extends string>(k: string, variants: readonly T[]) =>
      o[k] === undefined ? undefined : o[k] === null ? null : variant(k, o[k], variants),
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
    /** An internally tagged enum's `type`. */
    tag: <T extends string>(variants: readonly T[]) => variant('type', need('type'), variants),
  }
}
