import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { BODY_STRUCTS } from '../body-fields'
import { BODY_ENUMS } from '../body-variants'

/**
 * The table of mock-api/field-order.ts: the order in which omicron declares the required fields
 * of each request struct that has more than one, read from the Rust source at the commit that
 * wrote the OpenAPI document (README.md here), for serde's "missing field" when several are
 * missing (serde names the first in declaration order; the document lists them sorted).
 *
 *   OMICRON=/path/to/omicron/.git npx tsx mock-api/openapi/field-order-derive.ts
 *
 * A struct is found where `nexus/types/versions/src/latest.rs` re-exports it from (its version
 * module's file), else as the one `pub struct <Name> {` in the repository's Rust sources (not
 * a test's, nor an older API version's).
 * A field's serde name is its `rename`, else its Rust name; `flatten` fields are left out (the
 * walk reads a flattened identity first, as omicron declares it). The script fails when a
 * struct's fields found in the source differ from the document's.
 *
 * A tagged enum (body-variants.ts `BODY_ENUMS`) is found the same way (`pub enum <Name>`, or the
 * generic enum a `pub type <Name> = <Enum><…>;` names). Its `#[serde(…)]` attributes give
 * `TAGGING`: the tag, and the content key of an adjacently tagged one (`content = "…"`); the
 * script fails on another tag than the document's, on variants other than the document's or
 * in another order (serde's `unknown variant` lists them as declared; serde names: `rename`,
 * else `rename_all = "snake_case"` of the Rust name), and on `deny_unknown_fields` or another
 * `rename_all`. A variant `Enum::variant` with several
 * required fields is ordered as its braces declare them, or as the struct it wraps
 * (`Variant(Struct)`, serde reads the struct's fields beside the tag).
 */

const COMMIT = '3ed2b88b12923c3454c6b98fcee41c8db2249031'
const IDENTITY = ['name', 'description']

const gitDir = process.env.OMICRON
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir ?? '', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
const show = (path: string) => git('show', `${COMMIT}:${path}`)

/** Required fields the walk checks itself, for structs with more than one. */
export function requiredOwnFields() {
  const out: Record<string, string[]> = {}
  for (const [name, [fields, flags = '']] of Object.entries(BODY_STRUCTS)) {
    const own = Object.keys(fields).filter(
      (k) => fields[k]?.startsWith('!') && !(flags.includes('flat') && IDENTITY.includes(k)),
    )
    if (own.length > 1) out[name] = own
  }
  return out
}

/**
 * `latest.rs`'s `pub use crate::vN::module::Name;` -> the file that declares Name (Nexus's
 * versioned types, then the sled agent's, which the BGP and allow-list types come from).
 */
function latestFiles() {
  const files = new Map<string, string>()
  for (const root of ['sled-agent/types/versions/src', 'nexus/types/versions/src']) {
    const lib = show(`${root}/lib.rs`)
    const dirs = new Map<string, string>()
    for (const m of lib.matchAll(/#\[path = "([a-z0-9_]+)\/mod\.rs"\]\s*pub mod (v[0-9_]+);/g))
      dirs.set(m[2] ?? '', m[1] ?? '')
    const latest = show(`${root}/latest.rs`)
    for (const m of latest.matchAll(/pub use crate::(v[0-9_]+)::([a-z_]+)::(\w+|\{[^}]*\});/g)) {
      const dir = dirs.get(m[1] ?? '')
      for (const name of (m[3] ?? '').match(/\w+/g) ?? [])
        if (dir) files.set(name, `${root}/${dir}/${m[2]}.rs`)
    }
  }
  return files
}

function findFile(name: string, latest: Map<string, string>, kind = 'struct'): string {
  const known = latest.get(name)
  if (known) return known
  const hits = git('grep', '-l', '-E', `pub ${kind} ${name} \\{`, COMMIT, '--', '*.rs')
    .trim()
    .split('\n')
    .map((l) => l.slice(COMMIT.length + 1))
    // not a test's copy, an older API version's, or a version module latest.rs does not name
    .filter((l) => l && !/test|\/v20\d\d_|types\/versions\//.test(l))
  if (hits.length !== 1) throw new Error(`${name}: ${hits.length} declarations (${hits})`)
  return hits[0] ?? ''
}

/** The serde names of a struct's fields in declaration order, flattened ones left out. */
function declaredFields(source: string, name: string): string[] {
  const start = source.search(new RegExp(`pub struct ${name} \\{`))
  if (start < 0) throw new Error(`${name}: not declared where expected`)
  const head = source.slice(Math.max(0, source.lastIndexOf('\n\n', start)), start)
  if (/rename_all/.test(head)) throw new Error(`${name}: rename_all is not handled`)
  const body = source.slice(source.indexOf('{', start) + 1)
  const fields: string[] = []
  let attrs = ''
  let depth = 0
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim()
    if (depth === 0 && line.startsWith('}')) break
    if (depth === 0 && line.startsWith('#[')) attrs += line
    else if (depth > 0) attrs += line
    else {
      const m = /^(?:pub(?:\([^)]*\))?\s+)?(?:r#)?(\w+)\s*:(?!:)/.exec(line)
      if (m) {
        const rename = /rename\s*=\s*"([^"]+)"/.exec(attrs)?.[1]
        if (!/\bflatten\b/.test(attrs)) fields.push(rename ?? m[1] ?? '')
        attrs = ''
      }
    }
    for (const c of line) depth += c === '[' ? 1 : c === ']' ? -1 : 0
    if (depth < 0) depth = 0
  }
  return fields
}

/** Split `text` at the commas outside brackets, braces, parentheses and angle brackets. */
function items(text: string): string[] {
  const out = ['']
  let depth = 0
  for (const c of text) {
    depth += '{[(<'.includes(c) ? 1 : '}])>'.includes(c) ? -1 : 0
    if (c === ',' && depth === 0) out.push('')
    else out[out.length - 1] += c
  }
  return out.map((t) => t.trim()).filter(Boolean)
}

/** The text between the `{` at or after `from` and its matching `}`. */
function braced(source: string, from: number): string {
  const open = source.indexOf('{', from)
  let depth = 0
  for (let i = open; i < source.length; i++) {
    depth += source[i] === '{' ? 1 : source[i] === '}' ? -1 : 0
    if (depth === 0) return source.slice(open + 1, i)
  }
  throw new Error('unbalanced braces')
}

const snake = (rust: string) => rust.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase()
const serdeAttrs = (text: string) =>
  [...text.matchAll(/#\[serde\(([^\]]*)\)\]/g)].map((m) => m[1]).join(', ')
const attr = (attrs: string, key: string) =>
  new RegExp(`\\b${key}\\s*=\\s*"([^"]+)"`).exec(attrs)?.[1]

type Variant = { fields?: string[]; wraps?: string }

/** A tagged enum's tag and content key, and its variants by serde name. */
function declaredEnum(file: string, name: string) {
  let source = show(file)
  const alias = new RegExp(`pub type ${name} = (\\w+)<`).exec(source)?.[1]
  const rust = alias ?? name
  const start = source.search(new RegExp(`pub enum ${rust}\\b[^{;]*\\{`))
  if (start < 0) throw new Error(`${name}: no enum ${rust} in ${file}`)
  const head = source.slice(Math.max(0, source.lastIndexOf('\n\n', start)), start)
  const attrs = serdeAttrs(head)
  const renameAll = attr(attrs, 'rename_all')
  if (/deny_unknown_fields|untagged/.test(attrs) || (renameAll && renameAll !== 'snake_case'))
    throw new Error(`${name}: serde(${attrs}) is not handled`)
  source = braced(source, start).replace(/\/\/.*$/gm, '')
  const variants = new Map<string, Variant>()
  for (const item of items(source)) {
    const own = serdeAttrs(item)
    const decl = item.replace(/#\[[^\]]*\]/g, '').trim()
    const m = /^(\w+)\s*([{(]?)/.exec(decl)
    if (!m?.[1]) throw new Error(`${name}: cannot read variant ${item}`)
    const serde = attr(own, 'rename') ?? (renameAll ? snake(m[1]) : m[1])
    if (m[2] === '(') variants.set(serde, { wraps: /(\w+)\s*(?:<[^>]*>)?\s*\)$/.exec(decl)?.[1] })
    else if (m[2] === '{') {
      const fields = items(braced(decl, 0)).flatMap((f) => {
        const a = serdeAttrs(f)
        const k = /^(?:pub(?:\([^)]*\))?\s+)?(?:r#)?(\w+)\s*:/.exec(
          f.replace(/#\[[^\]]*\]/g, '').trim(),
        )
        return k?.[1] && !/\bflatten\b/.test(a) ? [attr(a, 'rename') ?? k[1]] : []
      })
      variants.set(serde, { fields })
    } else variants.set(serde, {})
  }
  return { tag: attr(attrs, 'tag'), content: attr(attrs, 'content'), variants }
}

if (process.argv[1]?.endsWith('field-order-derive.ts')) {
  if (!gitDir) throw new Error('set OMICRON to a clone of oxidecomputer/omicron (its git dir)')
  const latest = latestFiles()
  const tagging: Record<string, string[]> = {}
  const variantsOf = new Map<string, Map<string, Variant>>()
  for (const [name, [tag, names]] of Object.entries(BODY_ENUMS)) {
    const found = declaredEnum(findFile(name, latest, 'enum'), name)
    const rust = [...found.variants.keys()].join()
    if (found.tag !== tag || rust !== names.join())
      throw new Error(`${name}: source tag ${found.tag}, ${rust} vs document ${tag}, ${names}`)
    for (const v of names) {
      const extra = Object.keys(BODY_STRUCTS[`${name}::${v}`]?.[0] ?? {}).filter(
        (k) => k !== found.content,
      )
      if (found.content && extra.length > 0) throw new Error(`${name}::${v}: fields ${extra}`)
    }
    tagging[name] = found.content ? [tag, found.content] : [tag]
    variantsOf.set(name, found.variants)
  }
  const table: Record<string, string[]> = {}
  for (const [name, required] of Object.entries(requiredOwnFields())) {
    const [enumName = '', variantName] = name.split('::')
    const variant = variantName ? variantsOf.get(enumName)?.get(variantName) : undefined
    const declared = variant?.fields
      ? variant.fields
      : declaredFields(show(findFile(variant?.wraps ?? name, latest)), variant?.wraps ?? name)
    const order = declared.filter((k) => required.includes(k))
    if (order.length !== required.length)
      throw new Error(`${name}: source ${declared} vs document ${required}`)
    table[name] = order
  }
  const key = (k: string) => (/^\w+$/.test(k) ? k : `'${k}'`)
  const lines = (o: object) =>
    Object.entries(o).map(([k, v]) => `  ${key(k)}: ${JSON.stringify(v)},`)
  writeFileSync(
    new URL('../field-order.ts', import.meta.url),
    `/**
 * The required fields of each request struct that has more than one, in the order omicron
 * declares them (its Rust source at the document's commit, ${COMMIT.slice(0, 10)}): serde
 * reports the first missing one in that order. Written by
 * \`OMICRON=<omicron's git dir> npx tsx mock-api/openapi/field-order-derive.ts\`;
 * \`body-walk.spec.ts\` holds its fields to the document's.
 */
export const FIELD_ORDER: { readonly [struct: string]: readonly string[] } = {
${lines(table).join('\n')}
}

/**
 * Each tagged enum's tag, and the key its variant's value sits under when it is adjacently
 * tagged (\`#[serde(tag = "type", content = "value")]\`); an internally tagged one
 * (\`#[serde(tag = "type")]\`) has its variant's fields beside the tag.
 */
export const TAGGING: { readonly [name: string]: readonly [tag: string, content?: string] } = {
${lines(tagging).join('\n')}
}
`,
  )
}
