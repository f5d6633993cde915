import { BODY_STRUCTS } from './body-fields'
import { BODY_SCHEMAS } from './body-schemas'
import { taggedEnum } from './body-walk-enums'
import { bufferedPlace } from './body-walk-tag'
import { parseUuid } from './db'
import { oneOf } from './errors'
import { FIELD_ORDER } from './field-order'
import { type IntType, intProblem, kindOf, nameProblem } from './handlers/body'
import { type Dup, lineColumn, type Span, spans } from './json-position'
import { checkedIp, STD_READ } from './omicron-ip'
import { netProblem, UNTAGGED_NET } from './oxnet-text'
import type { Op } from './routes'
import { IP_EXPECTING, ipProblem } from './std-net'
import { uuidParseError } from './uuid-text'

/**
 * serde's first error in a JSON object body where the types alone decide it (body-fields.ts),
 * found in the order serde reads: the fields as they come in the text (a field given twice is
 * refused at its second key), a flattened identity's `name` and `description` after the
 * object's `}` (named by the enclosing path only: serde's `Content`),
 * then the first missing field in omicron's declaration order (field-order.ts); a tagged enum
 * as serde reads it (body-walk-enums.ts: its tag in place, an internally tagged variant from
 * serde's buffer, named by the enum's path and placed in its container's frame). The kit asks
 * before it looks at the session, as dropshot deserializes the body before Nexus's handler
 * authenticates.
 *
 * Texts: serde_json's `invalid type: <what>, expected <what>` (src/error.rs `JsonUnexpected`,
 * the visitors' `expecting`: "a string", "a boolean", "a sequence", "struct X", "u16", uuid's
 * "a formatted UUID string"), placed as serde_json places it: after a scalar it consumed, at a
 * `[` or `{` it only peeked at (src/de.rs `peek_invalid_type`, `fix_position`), after the `}`
 * for a missing field or a flattened field's error. A `?` (a type not judged) met before any
 * error ends the walk with no answer: serde might refuse it first, so the handler's reader
 * (handlers/body.ts) answers, as before.
 */
export type Found = { detail: string; offset: number }
export type Verdict = Found | 'unsure' | undefined
/**
 * How an error is worded and placed: as serde_json reads in place (the path, after what it
 * consumed), or from serde's buffer (`buffered`: body-walk-tag.ts `bufferedPlace`).
 */
export type Place = {
  at: (path: string, reason: string, offset: number) => Found
  buffered?: true
}

/** serde_derive's untagged enum text (src/de/enum_untagged.rs), naming the Rust enum. */
const NO_NAME_OR_ID = 'data did not match any variant of untagged enum NameOrId'
const INTS = new Set(['u8', 'u16', 'u32', 'u64', 'i8', 'i16', 'i32', 'i64'])
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const prefixed = (path: string, reason: string) => (path ? `${path}: ${reason}` : reason)

const inPlace: Place = {
  at: (path, reason, offset) => ({ detail: prefixed(path, reason), offset }),
}

/** A value serde did not take as `expected`: after a scalar, at the `[` or `{` it peeked at. */
const wrongType = (v: unknown, span: Span, path: string, expected: string, place: Place) =>
  place.at(
    path,
    `invalid type: ${kindOf(v)}, expected ${expected}`,
    typeof v === 'object' && v !== null ? span.start : span.end,
  )

function field(code: string, v: unknown, span: Span, path: string, place = inPlace): Verdict {
  const problem = (reason: string | undefined): Verdict =>
    reason === undefined ? undefined : place.at(path, reason, span.end)
  const wrong = (expected: string) => wrongType(v, span, path, expected, place)
  // a `try_from` check (Name, ByteCount) fails after serde_json returned the value: its error
  // has no place until the enclosing frame's `fix_position` gives it one (Span.settle)
  const refused = (reason: string | undefined): Verdict =>
    reason === undefined ? undefined : place.at(path, reason, span.settle ?? span.end)
  if (code.startsWith('~'))
    return v === null ? undefined : field(code.slice(1), v, span, path, place)
  if (code === '?') return 'unsure'
  if (code.startsWith('@')) return struct(code.slice(1), v, span, path, place)
  if (code.startsWith('#'))
    return taggedEnum(code.slice(1), v, span, path, place, { field, struct })
  if (code.startsWith('[')) {
    if (!Array.isArray(v)) return wrong('a sequence')
    for (const [i, item] of v.entries()) {
      const child = span.children?.get(String(i))
      const verdict = child && field(code.slice(1), item, child, `${path}[${i}]`, place)
      if (!child || verdict) return child ? verdict : 'unsure'
    }
    return undefined
  }
  if (code.startsWith('|')) {
    const variants = code.slice(1).split('|')
    // serde_json's `deserialize_enum` peeks at anything but a string or a map: not judged
    if (typeof v !== 'string') return 'unsure'
    return problem(
      variants.includes(v) ? undefined : `unknown variant \`${v}\`, expected ${oneOf(variants)}`,
    )
  }
  if (code === 'bool') return typeof v === 'boolean' ? undefined : wrong('a boolean')
  if (code === 'str' || code === 'name') {
    if (typeof v !== 'string') return wrong('a string')
    return code === 'name' ? refused(nameProblem(v)) : undefined
  }
  if (code === 'v4net' || code === 'v6net')
    return typeof v === 'string' ? refused(netProblem(v, code)) : wrong('a string')
  // untagged: serde buffers the value whatever it is, then tries each variant
  if (code === 'ipnet') return refused(typeof v === 'string' ? netProblem(v, code) : UNTAGGED_NET)
  // std's addresses, read by serde's `FromStrVisitor` (std-net.ts): its error after the string
  if (code === 'ip' || code === 'ipv4' || code === 'ipv6')
    return typeof v === 'string' ? problem(ipProblem(v, code)) : wrong(IP_EXPECTING[code])
  // omicron's checks once std read them (omicron-ip.ts): a peer's `try_from`; a join's sources
  const std = STD_READ.get(code)
  if (std) return field(std, v, span, path, place) ?? refused(checkedIp(code, v))
  // omicron's untagged `NameOrId` (common/src/api/external/mod.rs): a UUID, else a `Name`
  if (code === 'nameorid')
    return refused(
      typeof v === 'string' && (parseUuid(v) || !nameProblem(v)) ? undefined : NO_NAME_OR_ID,
    )
  if (code === 'uuid') {
    if (typeof v !== 'string') return wrong('a formatted UUID string')
    return problem(parseUuid(v) ? undefined : uuidParseError(v))
  }
  if (INTS.has(code) || code === 'bytes') {
    const type = (code === 'bytes' ? 'u64' : code) as IntType
    const reason = intProblem(v, type)
    if (reason?.startsWith('invalid type')) return wrong(type)
    if (reason || code !== 'bytes') return problem(reason)
    // ByteCount's own range (common/src/api/external/mod.rs `ByteCountRangeError`)
    return refused((v as number) > 2 ** 63 - 1 ? 'value is too large for a byte count' : undefined)
  }
  return 'unsure'
}

const IDENTITY = ['name', 'description']

function struct(name: string, v: unknown, span: Span, path: string, place = inPlace): Verdict {
  const entry = BODY_STRUCTS[name]
  if (!entry) return 'unsure'
  const [fields, flags = ''] = entry
  const flat = flags.includes('flat')
  if (!isObject(v)) {
    // a flattened struct is read as a map only; any other takes a sequence by position
    if (Array.isArray(v) && !flat) return 'unsure'
    return wrongType(v, span, path, `struct ${name}`, place)
  }
  const at = (k: string) => (path ? `${path}.${k}` : k)
  const own = (k: string) => !(flat && IDENTITY.includes(k))
  // a field seen twice is refused at its second key (serde's derived visitor, `duplicate_field`)
  const dupOf = (mine: (k: string) => boolean) =>
    span.dups?.find((d) => fields[d.key] !== undefined && mine(d.key))
  const duplicate = (d: Dup, offset: number) =>
    place.at(path, `duplicate field \`${d.key}\``, offset)
  const value = (k: string, d: Dup | undefined) => (d?.key === k ? d.first : v[k])
  const ownDup = dupOf(own)
  for (const [k, child] of span.children ?? []) {
    if (ownDup && child.start > ownDup.offset) return duplicate(ownDup, ownDup.offset)
    const code = fields[k]
    if (code === undefined) {
      if (flags.includes('closed')) return 'unsure'
      continue
    }
    if (!own(k)) continue
    const verdict = field(code.replace(/^!/, ''), value(k, ownDup), child, at(k), place)
    if (verdict) return verdict
  }
  if (ownDup) return duplicate(ownDup, ownDup.offset)
  const closed = (reason: string) => place.at(path, reason, span.end)
  // the flattened identity, read from serde's buffer after the `}` (its fields in the text's
  // order, then a missing one in the Rust order: name, description); omicron declares it first
  if (flat) {
    const idDup = dupOf((k) => !own(k))
    const identity = place.buffered ? place : bufferedPlace(path, span.end, place)
    for (const [k, child] of span.children ?? []) {
      const code = fields[k]
      if (own(k) || code === undefined) continue
      if (idDup && child.start > idDup.offset) return duplicate(idDup, span.end)
      const verdict = field(code.replace(/^!/, ''), value(k, idDup), child, path, identity)
      if (verdict) return verdict
    }
    if (idDup) return duplicate(idDup, span.end)
    for (const k of IDENTITY)
      if (fields[k]?.startsWith('!') && v[k] === undefined) return closed(`missing field \`${k}\``)
  }
  // serde reports the first missing field in the Rust order (field-order.ts; the document sorts)
  const required =
    FIELD_ORDER[name] ?? Object.keys(fields).filter((k) => own(k) && fields[k]?.startsWith('!'))
  const missing = required.find((k) => v[k] === undefined)
  return missing ? closed(`missing field \`${missing}\``) : undefined
}

/**
 * serde's error for a body of `op` whose fields the types refuse, and its place (the kit
 * answers it through `bodyErrorAt`, handlers/body.ts); undefined when the types find nothing,
 * or meet one the walk does not judge first (the handler answers then).
 */
export function bodyTypeProblem(op: Op, body: unknown, text: string) {
  const name = BODY_SCHEMAS[op]
  if (!name || !isObject(body) || !text) return undefined
  const verdict = struct(name, body, spans(text), '')
  if (!verdict || verdict === 'unsure') return undefined
  return { detail: verdict.detail, at: lineColumn(text, verdict.offset) }
}
