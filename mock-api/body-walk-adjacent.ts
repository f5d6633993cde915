import { BODY_STRUCTS } from './body-fields'
import type { Place, Verdict } from './body-walk'
import {
  bufferedPlace,
  mapTag,
  type Read,
  rustEnum,
  tagProblem,
  unitContent,
} from './body-walk-tag'
import type { Span } from './json-position'

/**
 * An adjacently tagged enum (`#[serde(tag = "type", content = "value")]`), as serde 1.0.228's
 * derive reads it (serde_derive src/de/enum_adjacently.rs) through serde_json's
 * `deserialize_struct`, which takes an object or an array.
 *
 * An object, in place: keys other than the tag and the content are skipped. Tag first
 * (`AdjacentlyTaggedEnumVariantSeed`, serde_json `deserialize_enum`: a string, or `unknown
 * variant` after it); then a second tag is `duplicate field \`type\``, the content is read in
 * place at `<path>.value` (a unit variant's by `UntaggedUnitVisitor`: body-walk-tag.ts
 * `unitContent`), none is `missing field \`value\`` but for a unit variant or a newtype of an
 * `Option` (serde/src/private/de.rs `missing_field`: `None`, so `{"type": "icmp"}` is
 * `Icmp(None)`); after the content a repeated tag or content is a duplicate. Content first:
 * it is buffered (`ContentVisitor`); a second content is a duplicate, no tag `missing field
 * \`type\``; the tag is read in place, then the variant from the buffer (`ContentDeserializer`)
 * inside the enum's `visit_map`: its errors name the enum's path, and serde_json's
 * `deserialize_struct` ran `end_map` before `fix_position`, which ate the blanks after the
 * tag's value and a `}` (a `,` stays: the tag's `Span.settle`); then repeats, as above. A tag
 * that is neither a string nor a map is `deserialize_enum`'s `peek_error`: `expected value` at
 * `<path>.type`, past the value's first byte; a map is read as `{"variant": null}`
 * (body-walk-tag.ts `mapTag`).
 *
 * An array (`visit_seq`): the tag is its first element (`<path>[0]`), the content its second
 * (`<path>[1]`, in place; a unit variant's by `UntaggedUnitVisitor`, body-walk-tag.ts
 * `unitContent`); fewer are `invalid length 0` or `1, expected adjacently tagged enum E` (the
 * Rust name), after the `]` (`end_seq` runs before `fix_position`); a third is serde_json's
 * `end_seq`: `trailing characters`, at its `peek_error` (past the element's first byte), naming
 * the enum's path (serde_path_to_error src/de.rs tracks the seed, not the array's end).
 */
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

type Tags = readonly [tag: string, variants: readonly string[], content: string]

/** The content of variant `t` read by `place` (a unit variant's by `UntaggedUnitVisitor`). */
function readContent(
  name: string,
  t: string,
  content: string,
  value: unknown,
  span: Span,
  path: string,
  place: Place,
  read: Read,
): Verdict {
  const code = BODY_STRUCTS[`${name}::${t}`]?.[0][content]
  if (code === undefined) return unitContent(name, t, value, span, path, place)
  return read.field(code.replace(/^!/, ''), value, span, path, place)
}

export function adjacent(
  name: string,
  [tag, variants, content]: Tags,
  v: Record<string, unknown>,
  span: Span,
  path: string,
  place: Place,
  read: Read,
): Verdict {
  if (place.buffered) return 'unsure'
  // the keys serde looks at, in the text's order: first ones where their values start,
  // repeats where serde_json stands after the key
  const keys = [tag, content]
  const events = [
    ...[...(span.children ?? [])]
      .filter(([k]) => keys.includes(k))
      .map(([key, s]) => ({ key, at: s.start })),
    ...(span.dups ?? [])
      .filter((d) => keys.includes(d.key))
      .map((d) => ({ key: d.key, at: d.offset })),
  ].sort((a, b) => a.at - b.at)
  const [first, second, third] = events
  const missing = (key: string) => place.at(path, `missing field \`${key}\``, span.end)
  const duplicate = (e: { key: string; at: number }) =>
    place.at(path, `duplicate field \`${e.key}\``, e.at)
  // what serde read: a repeated key's first value (`JSON.parse` keeps the last)
  const firstValue = (key: string) => {
    const dup = span.dups?.find((d) => d.key === key)
    return dup ? dup.first : v[key]
  }
  if (!first) return missing(tag)
  const contentFirst = first.key === content
  if (contentFirst && !second) return missing(tag)
  if (contentFirst && second?.key === content) return duplicate(second)
  const tagSpan = span.children?.get(tag)
  if (!tagSpan) return 'unsure'
  let tagValue = firstValue(tag)
  // serde_json's `deserialize_enum` reads a map as `{"variant": null}` (body-walk-tag.ts)
  if (isObject(tagValue)) {
    const read = mapTag(tagValue, tagSpan, `${path}.${tag}`, variants, place)
    if (typeof read !== 'string') return read
    tagValue = read
  }
  if (typeof tagValue !== 'string')
    return place.at(`${path}.${tag}`, 'expected value', tagSpan.start + 1)
  const unknown = tagProblem(tagValue, tagSpan, `${path}.${tag}`, variants, place)
  if (unknown) return unknown
  const contentSpan = span.children?.get(content)
  if (contentFirst && contentSpan) {
    // read from the buffer inside `visit_map`: placed where `end_map` left serde_json
    const inner = bufferedPlace(path, tagSpan.settle ?? span.end, place)
    const value = firstValue(content)
    const verdict = readContent(name, tagValue, content, value, contentSpan, path, inner, read)
    return verdict || (third ? duplicate(third) : undefined)
  }
  if (!second) {
    const code = BODY_STRUCTS[`${name}::${tagValue}`]?.[0][content]
    // a unit variant, or a newtype of an `Option`: serde's `missing_field` gives `None`
    return code?.startsWith('!') && !code.startsWith('!~') ? missing(content) : undefined
  }
  if (second.key === tag) return duplicate(second)
  if (!contentSpan) return 'unsure'
  const at = `${path}.${content}`
  const value = firstValue(content)
  const verdict = readContent(name, tagValue, content, value, contentSpan, at, place, read)
  return verdict || (third ? duplicate(third) : undefined)
}

export function adjacentSeq(
  name: string,
  [, variants, content]: Tags,
  v: readonly unknown[],
  span: Span,
  path: string,
  place: Place,
  read: Read,
): Verdict {
  if (place.buffered) return 'unsure'
  const [tagSpan, contentSpan, extra] = ['0', '1', '2'].map((i) => span.children?.get(i))
  const short = (n: number) =>
    place.at(
      path,
      `invalid length ${n}, expected adjacently tagged enum ${rustEnum(name)}`,
      span.end,
    )
  if (!tagSpan) return short(0)
  const wrong = tagProblem(v[0], tagSpan, `${path}[0]`, variants, place)
  if (wrong) return wrong
  if (!contentSpan) return short(1)
  const t = String(v[0])
  const verdict = readContent(name, t, content, v[1], contentSpan, `${path}[1]`, place, read)
  if (verdict || !extra) return verdict
  return place.at(path, 'trailing characters', extra.start + 1)
}
