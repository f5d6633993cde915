import { BODY_STRUCTS } from './body-fields'
import { BODY_ENUMS } from './body-variants'
import type { Place, Verdict } from './body-walk'
import { oneOf } from './errors'
import { TAGGING } from './field-order'
import { kindOf } from './handlers/body'
import type { Span } from './json-position'

/**
 * serde's first error in a tagged enum (body-fields.ts `#Enum`, body-variants.ts, field-order.ts
 * `TAGGING`), as serde 1.0.228 and serde_json read it; verified in their source, not guessed:
 *
 * Internally tagged (`#[serde(tag = "type")]`; serde_derive src/de/enum_internally.rs): the
 * whole object is first read into serde's `Content` by `TaggedContentVisitor::visit_map`
 * (serde/src/private/de.rs). It takes the keys in the text's order: the tag's value is read in
 * place (`tag = Some(map.next_value()?)`, a `__Field` through serde_json's
 * `deserialize_identifier` = `deserialize_str`): a tag that is no string is `invalid type: …,
 * expected variant identifier`, an unknown one `unknown variant …`, both at `<path>.type`
 * (serde_path_to_error captured the key) after the value; a second tag key is `duplicate field
 * \`type\``, a missing tag `missing field \`type\``, at the enum's path. Other values are only
 * buffered. Then the variant (struct-like, or a struct it wraps, enum_untagged.rs
 * `deserialize_newtype_variant`) is read from `ContentDeserializer` through `MapDeserializer`,
 * which keeps every entry, repeats too: the derived struct visitor (de/struct_.rs) refuses a
 * field seen twice (`duplicate_field`), type errors come in the text's order and a missing
 * field in declaration order (`missing_field`). serde_path_to_error does not follow into the
 * buffer, so these name the enum's path, and serde_json places them in the enclosing object's
 * or array's frame (json-position.ts `Span.settle`). A tag in a buffer that is no string is
 * left alone: `ContentDeserializer::deserialize_identifier` takes an integer as a variant index.
 *
 * Adjacently tagged (`#[serde(tag = "type", content = "value")]`; enum_adjacently.rs): read in
 * place. Keys other than the tag and the content are skipped. The tag first
 * (`AdjacentlyTaggedEnumVariantSeed`, serde_json `deserialize_enum`: a string, or
 * `unknown variant` after it); then a second tag is `duplicate field \`type\``, the content is
 * read in place at `<path>.value`, none is `missing field \`value\`` (unless the variant is
 * unit); after the content a repeated tag or content is a duplicate. Content before the tag is
 * buffered, and a tag that is no string is "expected value" at a peek: left to the handler.
 */

type Read = {
  field: (code: string, v: unknown, span: Span, path: string, place: Place) => Verdict
  struct: (name: string, v: unknown, span: Span, path: string, place: Place) => Verdict
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The enum's object as serde's buffer holds it after `TaggedContentVisitor`: no tag. */
const untagged = (span: Span, tag: string): Span => ({
  ...span,
  children: new Map([...(span.children ?? [])].filter(([k]) => k !== tag)),
  dups: span.dups?.filter((d) => d.key !== tag),
})

/** Errors read from serde's buffer: the enum's path, placed in its container's frame. */
export const bufferedPlace = (path: string, offset: number, outer: Place): Place => ({
  buffered: true,
  at: (_path, reason) => outer.at(path, reason, offset),
})

export function taggedEnum(
  name: string,
  v: unknown,
  span: Span,
  path: string,
  place: Place,
  read: Read,
): Verdict {
  const entry = BODY_ENUMS[name]
  const tagging = TAGGING[name]
  if (!entry || !tagging) return 'unsure'
  const [tag, variants] = entry
  const [, content] = tagging
  const kind = content ? 'adjacently' : 'internally'
  // a sequence is read by position (`visit_seq`): not judged
  if (Array.isArray(v)) return 'unsure'
  if (!isObject(v))
    return place.at(
      path,
      `invalid type: ${kindOf(v)}, expected ${kind} tagged enum ${name}`,
      span.end,
    )
  const tagSpan = span.children?.get(tag)
  const tagDup = span.dups?.find((d) => d.key === tag)
  const tagValue = tagDup ? tagDup.first : v[tag]
  const known = (t: string): Verdict =>
    variants.includes(t)
      ? undefined
      : place.at(
          `${path}.${tag}`,
          `unknown variant \`${t}\`, expected ${oneOf(variants)}`,
          tagSpan?.end ?? span.end,
        )
  if (content) return adjacent(name, tag, content, v, span, path, place, read, known)
  if (!tagSpan) return place.at(path, `missing field \`${tag}\``, span.end)
  if (typeof tagValue !== 'string') {
    if (place.buffered) return 'unsure'
    const at = typeof tagValue === 'object' && tagValue !== null ? tagSpan.start : tagSpan.end
    return place.at(
      `${path}.${tag}`,
      `invalid type: ${kindOf(tagValue)}, expected variant identifier`,
      at,
    )
  }
  const unknown = known(tagValue)
  if (unknown) return unknown
  if (tagDup) return place.at(path, `duplicate field \`${tag}\``, tagDup.offset)
  const inner = place.buffered ? place : bufferedPlace(path, span.settle ?? span.end, place)
  return read.struct(`${name}::${tagValue}`, v, untagged(span, tag), path, inner)
}

function adjacent(
  name: string,
  tag: string,
  content: string,
  v: Record<string, unknown>,
  span: Span,
  path: string,
  place: Place,
  read: Read,
  known: (t: string) => Verdict,
): Verdict {
  if (place.buffered) return 'unsure'
  // the keys serde looks at, in the text's order: first ones where their values start,
  // repeats where serde_json stands after the key
  const keys = [tag, content]
  const events = [
    ...[...(span.children ?? [])]
      .filter(([k]) => keys.includes(k))
      .map(([key, s]) => ({ key, at: s.start, repeat: false })),
    ...(span.dups ?? [])
      .filter((d) => keys.includes(d.key))
      .map((d) => ({ key: d.key, at: d.offset, repeat: true })),
  ].sort((a, b) => a.at - b.at)
  const [first, second, third] = events
  if (!first) return place.at(path, `missing field \`${tag}\``, span.end)
  // content before the tag is buffered, then read: not judged
  if (first.key !== tag) return 'unsure'
  const tagDup = span.dups?.find((d) => d.key === tag)
  const tagValue = tagDup ? tagDup.first : v[tag]
  if (typeof tagValue !== 'string') return 'unsure'
  const unknown = known(tagValue)
  if (unknown) return unknown
  const code = BODY_STRUCTS[`${name}::${tagValue}`]?.[0][content]
  if (!second) {
    const missing = code?.startsWith('!') ? `missing field \`${content}\`` : undefined
    return missing ? place.at(path, missing, span.end) : undefined
  }
  if (second.key === tag) return place.at(path, `duplicate field \`${tag}\``, second.at)
  const contentSpan = span.children?.get(content)
  // a unit variant given a value: serde's `UntaggedUnitVisitor` words it; not judged
  if (code === undefined || !contentSpan) return 'unsure'
  const contentDup = span.dups?.find((d) => d.key === content)
  const value = contentDup ? contentDup.first : v[content]
  const verdict = read.field(
    code.replace(/^!/, ''),
    value,
    contentSpan,
    `${path}.${content}`,
    place,
  )
  if (verdict || !third) return verdict
  return place.at(path, `duplicate field \`${third.key}\``, third.at)
}
