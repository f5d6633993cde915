import { BODY_STRUCTS } from './body-fields'
import { BODY_SCHEMAS } from './body-schemas'
import { BODY_ENUMS } from './body-variants'
import { SEQ_SHAPES } from './body-walk-seq'
import { TAGGING } from './field-order'
import type { Op } from './routes'

/**
 * A request body as the handlers read it: each tagged enum serde takes as a JSON array (the
 * walk's readings, body-walk-seq.ts and body-walk-adjacent.ts `adjacentSeq`) rewritten to the
 * object form serde reads the same way, so a handler's `reader` (handlers/body.ts) sees objects
 * only. The kit calls it once the walk found nothing to refuse (kit.ts), for every handler.
 *
 * Internally tagged, `[tag, field1, field2, …]`: `{<tag>: <variant>, <field>: <value>, …}`, the
 * fields by SEQ_SHAPES's position; a `#[serde(default)]` field the elements do not reach is
 * left out, which serde reads as the same default (serde_derive src/de/struct_.rs: `visit_map`
 * takes an absent field's default as `visit_seq` takes a missing element's). Adjacently tagged,
 * `[tag, content]`: `{<tag>: <variant>, <content>: <value>}`, a unit variant's (content null)
 * without content. An array serde would refuse (an unknown tag, a count off, a variant read as a
 * map only) is left as it is: the walk refused it, or did not judge it and the handler answers.
 * An internally tagged array read from serde's buffer (the fields of another) is rewritten too
 * (body-walk-seq.ts); an adjacently tagged one there (content that came before its tag) is left
 * as it is: the walk does not judge it. An adjacently tagged enum's tag given as a map naming a
 * unit, `{"vpc": null}` (body-walk-tag.ts `mapTag`), becomes the variant's name, in place.
 */
export function objectForm(op: Op, body: unknown): unknown {
  const name = BODY_SCHEMAS[op]
  return name ? struct(name, body, false) : body
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `v` read as the body type `code` (body-fields.ts), `buffered` when serde reads it from `Content`. */
function value(code: string, v: unknown, buffered: boolean): unknown {
  const type = code.replace(/^[!~]+/, '')
  if (type.startsWith('@')) return struct(type.slice(1), v, buffered)
  if (type.startsWith('#')) return tagged(type.slice(1), v, buffered)
  if (type.startsWith('[') && Array.isArray(v))
    return v.map((item) => value(type.slice(1), item, buffered))
  return v
}

function struct(name: string, v: unknown, buffered: boolean): unknown {
  const fields = BODY_STRUCTS[name]?.[0]
  if (!fields || !isObject(v)) return v
  return Object.fromEntries(
    Object.entries(v).map(([k, item]) => {
      const code = fields[k]
      return [k, code === undefined ? item : value(code, item, buffered)]
    }),
  )
}

function tagged(name: string, v: unknown, buffered: boolean): unknown {
  const entry = BODY_ENUMS[name]
  const tagging = TAGGING[name]
  if (!entry || !tagging) return v
  const [tag, variants] = entry
  const [, content] = tagging
  const known = (t: unknown): t is string => typeof t === 'string' && variants.includes(t)
  // an adjacently tagged one in a buffer is not judged (body-walk-adjacent.ts): left as it is
  const seq = Array.isArray(v) && !(buffered && content)
  const given = (seq && fromSeq(name, tag, content, v, known)) || v
  const form = content && !buffered && isObject(given) ? withStringTag(given, tag, known) : given
  if (!isObject(form) || !known(form[tag])) return form
  const variant = `${name}::${form[tag]}`
  // internally tagged: the variant's fields come from serde's buffer
  if (!content) return struct(variant, form, true)
  const code = BODY_STRUCTS[variant]?.[0][content]
  if (code === undefined || !(content in form)) return form
  // content that comes before its tag is buffered (serde_derive src/de/enum_adjacently.rs)
  const keys = Object.keys(form)
  const early = keys.indexOf(content) < keys.indexOf(tag)
  return { ...form, [content]: value(code, form[content], buffered || early) }
}

/**
 * An adjacently tagged enum whose tag is a map naming a variant, `{"vpc": null}` (serde's
 * `AdjacentlyTaggedEnumVariantSeed`, body-walk-tag.ts `mapTag`), with the variant's name as its
 * tag, in the tag's place; any other as it is.
 */
function withStringTag(v: Json, tag: string, known: (t: unknown) => t is string): Json {
  const map = v[tag]
  if (!isObject(map)) return v
  const entries = Object.entries(map)
  const [variant, unit] = entries[0] ?? []
  return entries.length === 1 && known(variant) && unit === null ? { ...v, [tag]: variant } : v
}

/** The object form of an enum given as an array, or undefined when serde would refuse it. */
function fromSeq(
  name: string,
  tag: string,
  content: string | undefined,
  v: readonly unknown[],
  known: (t: unknown) => t is string,
): Json | undefined {
  const [t, ...rest] = v
  if (!known(t)) return undefined
  const variant = `${name}::${t}`
  const fields = BODY_STRUCTS[variant]?.[0] ?? {}
  if (content) {
    // adjacently tagged: exactly the tag and the content; a unit variant's content is null
    if (rest.length !== 1) return undefined
    if (fields[content] !== undefined) return { [tag]: t, [content]: rest[0] }
    return rest[0] === null ? { [tag]: t } : undefined
  }
  const shape = SEQ_SHAPES[variant] ?? { fields: [] }
  const unknownShape = Object.keys(fields).length > 0 && shape.fields.length === 0
  if (shape.map || unknownShape || rest.length > shape.fields.length) return undefined
  const form: Json = { [tag]: t }
  for (const [i, f] of shape.fields.entries()) {
    if (i < rest.length) form[f.replace('=', '')] = rest[i]
    else if (!f.endsWith('=')) return undefined
  }
  return form
}
