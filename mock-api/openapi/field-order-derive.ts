import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { BODY_STRUCTS } from '../body-fields'

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

/** `latest.rs`'s `pub use crate::vN::module::Name;` -> the file that declares Name. */
function latestFiles() {
  const lib = show('nexus/types/versions/src/lib.rs')
  const dirs = new Map<string, string>()
  for (const m of lib.matchAll(/#\[path = "([a-z0-9_]+)\/mod\.rs"\]\s*pub mod (v[0-9_]+);/g))
    dirs.set(m[2] ?? '', m[1] ?? '')
  const files = new Map<string, string>()
  const latest = show('nexus/types/versions/src/latest.rs')
  for (const m of latest.matchAll(/pub use crate::(v[0-9_]+)::([a-z_]+)::(\w+|\{[^}]*\});/g)) {
    const dir = dirs.get(m[1] ?? '')
    for (const name of (m[3] ?? '').match(/\w+/g) ?? [])
      if (dir) files.set(name, `nexus/types/versions/src/${dir}/${m[2]}.rs`)
  }
  return files
}

function findFile(name: string, latest: Map<string, string>): string {
  const known = latest.get(name)
  if (known) return known
  const hits = git('grep', '-l', '-E', `pub struct ${name} \\{`, COMMIT, '--', '*.rs')
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

if (process.argv[1]?.endsWith('field-order-derive.ts')) {
  if (!gitDir) throw new Error('set OMICRON to a clone of oxidecomputer/omicron (its git dir)')
  const latest = latestFiles()
  const table: Record<string, string[]> = {}
  for (const [name, required] of Object.entries(requiredOwnFields())) {
    const declared = declaredFields(show(findFile(name, latest)), name)
    const order = declared.filter((k) => required.includes(k))
    if (order.length !== required.length)
      throw new Error(`${name}: source ${declared} vs document ${required}`)
    table[name] = order
  }
  const lines = Object.entries(table).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`)
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
${lines.join('\n')}
}
`,
  )
}
