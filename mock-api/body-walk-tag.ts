import type { Place, Verdict } from './body-walk'
import { oneOf } from './errors'
import { kindOf } from './handlers/body'
import type { Span } from './json-position'

/** How the tagged-enum readers read a value of a body type (body-walk.ts `field`, `struct`). */
export type Read = {
  field: (code: string, v: unknown, span: Span, path: string, place: Place) => Verdict
  struct: (name: string, v: unknown, span: Span, path: string, place: Place) => Verdict
}

/** Errors read from serde's buffer: the enum's path, placed at `offset` (a frame's). */
export const bufferedPlace = (path: string, offset: number, outer: Place): Place => ({
  buffered: true,
  at: (_path, reason) => outer.at(path, reason, offset),
})

/**
 * A tag read in place (serde_derive's `__Field` through serde_json's `deserialize_identifier`,
 * which is `deserialize_str`): no string is `invalid type: …, expected variant identifier`
 * (after a scalar it consumed, at a `[` or `{` it peeked at: src/de.rs `peek_invalid_type`),
 * an unknown one `unknown variant …` after the string; undefined for a known variant.
 */
export function tagProblem(
  value: unknown,
  span: Span,
  path: string,
  variants: readonly string[],
  place: Place,
): Verdict {
  if (typeof value !== 'string') {
    const at = typeof value === 'object' && value !== null ? span.start : span.end
    return place.at(path, `invalid type: ${kindOf(value)}, expected variant identifier`, at)
  }
  if (variants.includes(value)) return undefined
  return place.at(path, `unknown variant \`${value}\`, expected ${oneOf(variants)}`, span.end)
}

/**
 * The Rust names serde's `expecting` texts use (serde_derive `params.type_name()`, the variant's
 * ident). Every body enum is `rename_all = "snake_case"` with no variant renamed (omicron at
 * 3ed2b88b12, field-order-derive.ts reads them), so a variant's ident is its serde name in
 * PascalCase (serde's SnakeCase rule puts `_` before each capital only: `Icmp6`, `DefaultIpv4`).
 * Two document names are aliases of a generic enum (nexus/types/versions/src/dual_stack_nics/
 * instance.rs: `pub type Ipv4Assignment = IpAssignment<Ipv4Addr>;`, the same for v6).
 */
const ALIASES: { readonly [name: string]: string } = {
  Ipv4Assignment: 'IpAssignment',
  Ipv6Assignment: 'IpAssignment',
}
export const rustEnum = (name: string) => ALIASES[name] ?? name
export const rustVariant = (variant: string) =>
  variant.replace(/(^|_)([a-z0-9])/g, (_m, _s: string, c: string) => c.toUpperCase())

/**
 * A unit variant's value read by serde's `UntaggedUnitVisitor` (serde/src/private/de.rs), which
 * takes a null only (`visit_unit`, `visit_none`): anything else is `invalid type: …, expected
 * unit variant E::V`. In place (`deserialize_any`): after a scalar; for a `[` or `{`, its
 * `end_seq` / `end_map` ran first, so after an empty one's close, else after the open bracket
 * and the blanks that follow it (`fix_position`). From a buffer, `place` puts it.
 */
export function unitContent(
  name: string,
  variant: string,
  v: unknown,
  span: Span,
  path: string,
  place: Place,
): Verdict {
  if (v === null) return undefined
  const empty = (span.children?.size ?? 0) === 0
  const at = typeof v === 'object' && !empty ? (span.inner ?? span.end) : span.end
  const expected = `unit variant ${rustEnum(name)}::${rustVariant(variant)}`
  return place.at(path, `invalid type: ${kindOf(v)}, expected ${expected}`, at)
}

/**
 * An adjacently tagged enum's tag given as a map, read in place by serde's
 * `AdjacentlyTaggedEnumVariantSeed` (serde/src/private/de.rs: `deserialize_enum`, then
 * `variant_seed` and `unit_variant`) through serde_json's `deserialize_enum` (src/de.rs), as an
 * externally tagged unit variant: its first key is the variant (`VariantAccess::variant_seed`:
 * `}` first is `expected value`, a `peek_error` past it; an unknown key is `unknown variant`
 * after the key), its value the unit (`()`'s `deserialize_unit`: null, else `invalid type: …,
 * expected unit`, placed as `peek_invalid_type` places it, and named `<tag>.<variant>` by
 * serde_path_to_error's `WrapVariant::unit_variant`, src/de.rs), then the map's end: anything
 * but `}` is `expected value` where serde_json stands (`error`, not a peek), the next key's `,`.
 * Gives the variant, or serde's error at `path` (the tag's).
 */
export function mapTag(
  v: Record<string, unknown>,
  span: Span,
  path: string,
  variants: readonly string[],
  place: Place,
): string | Exclude<Verdict, undefined> {
  const [first, second] = span.children ?? []
  if (!first) return place.at(path, 'expected value', (span.inner ?? span.start) + 1)
  const [key, valueSpan] = first
  const keyEnd = valueSpan.key ?? valueSpan.start
  const unknown = tagProblem(key, { start: keyEnd, end: keyEnd }, path, variants, place)
  if (unknown) return unknown
  // what serde read: a repeated key's first value (`JSON.parse` keeps the last)
  const dup = span.dups?.find((d) => d.key === key)
  const value = dup ? dup.first : v[key]
  if (value !== null) {
    const at = typeof value === 'object' ? valueSpan.start : valueSpan.end
    return place.at(`${path}.${key}`, `invalid type: ${kindOf(value)}, expected unit`, at)
  }
  if (second || span.dups?.length) return place.at(path, 'expected value', valueSpan.settle ?? 0)
  return key
}
