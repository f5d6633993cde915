import { BODY_ENUMS } from './body-variants'
import type { Place, Verdict } from './body-walk'
import { adjacent, adjacentSeq } from './body-walk-adjacent'
import { internalSeq } from './body-walk-seq'
import { bufferedPlace, type Read, rustEnum, tagProblem } from './body-walk-tag'
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
 * Adjacently tagged (`#[serde(tag = "type", content = "value")]`): body-walk-adjacent.ts. Either
 * given as a JSON array: body-walk-seq.ts (internally), body-walk-adjacent.ts `adjacentSeq`.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The enum's object as serde's buffer holds it after `TaggedContentVisitor`: no tag. */
const untagged = (span: Span, tag: string): Span => ({
  ...span,
  children: new Map([...(span.children ?? [])].filter(([k]) => k !== tag)),
  dups: span.dups?.filter((d) => d.key !== tag),
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
  if (Array.isArray(v))
    return content
      ? adjacentSeq(name, [tag, variants, content], v, span, path, place, read)
      : internalSeq(name, [tag, variants], v, span, path, place, read)
  if (!isObject(v))
    return place.at(
      path,
      `invalid type: ${kindOf(v)}, expected ${content ? 'adjacently' : 'internally'} tagged enum ${rustEnum(name)}`,
      span.end,
    )
  if (content) return adjacent(name, [tag, variants, content], v, span, path, place, read)
  const tagSpan = span.children?.get(tag)
  if (!tagSpan) return place.at(path, `missing field \`${tag}\``, span.end)
  const tagDup = span.dups?.find((d) => d.key === tag)
  const tagValue = tagDup ? tagDup.first : v[tag]
  // a tag in a buffer that is no string: `ContentDeserializer` takes an integer as an index
  if (typeof tagValue !== 'string' && place.buffered) return 'unsure'
  const wrong = tagProblem(tagValue, tagSpan, `${path}.${tag}`, variants, place)
  if (wrong) return wrong
  if (tagDup) return place.at(path, `duplicate field \`${tag}\``, tagDup.offset)
  const inner = place.buffered ? place : bufferedPlace(path, span.settle ?? span.end, place)
  return read.struct(`${name}::${tagValue}`, v, untagged(span, tag), path, inner)
}
