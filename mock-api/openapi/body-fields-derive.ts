import { writeFileSync } from 'node:fs'
import { routes } from '../routes'
import { doc, operationId, operations } from './schema'

/**
 * The table of mock-api/body-fields.ts, derived from the server's OpenAPI document by the rules
 * that file states. Node only (it reads the document); `body-walk.spec.ts` holds the table to it,
 * and `npx tsx mock-api/openapi/body-fields-derive.ts` writes it again.
 */

type Schema = {
  $ref?: string
  type?: string
  format?: string
  enum?: unknown[]
  pattern?: string
  minimum?: number
  maximum?: number
  nullable?: boolean
  description?: string
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
}
type Struct = [fields: Record<string, string>, flags?: string]

const schemas = doc.components.schemas as Record<string, Schema>
const INTS = ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64']

const isStruct = (s: Schema | undefined) =>
  !!s && s.type === 'object' && !!s.properties && !s.oneOf && !s.anyOf && !s.allOf

/**
 * `#[serde(flatten)] identity`: a `name` and a `description` with no text of their own (the
 * identity's fields carry none), where a rule's own `name` (VpcFirewallRuleUpdate) has one.
 */
const flattened = (s: Schema) => {
  const { name, description } = s.properties ?? {}
  return !!name && !!description && !name.description && !description.description
}

function intCode(s: Schema): string {
  if (!s.format || !INTS.includes(s.format) || s.enum || s.maximum !== undefined) return '?'
  if (s.minimum !== undefined && s.minimum !== 0) return '?'
  return s.format.replace('uint', 'u').replace('int', 'i')
}

function derive() {
  const structs: Record<string, Struct> = {}
  const bodies: Record<string, string> = {}

  function code(s: Schema): string {
    if (s.nullable) return `~${code({ ...s, nullable: false })}`
    const only = s.allOf?.length === 1 && !s.type ? s.allOf[0] : undefined
    if (only) return code(only)
    if (s.$ref) return refCode(s.$ref.split('/').pop() ?? '')
    if (s.oneOf || s.anyOf || s.allOf) return '?'
    if (s.type === 'boolean') return 'bool'
    if (s.type === 'integer') return intCode(s)
    if (s.type === 'array' && s.items) {
      return `[${code(s.items)}`
    }
    if (s.type !== 'string' || s.pattern) return '?'
    if (s.enum) return `|${s.enum.join('|')}`
    if (s.format === 'uuid') return 'uuid'
    return s.format ? '?' : 'str'
  }

  function refCode(name: string): string {
    const s = schemas[name]
    if (!s) return '?'
    if (name === 'Name') return 'name'
    if (name === 'ByteCount') return 'bytes'
    if (isStruct(s)) {
      addStruct(name, s)
      return `@${name}`
    }
    if (s.type === 'string' && s.enum && !s.format) return `|${s.enum.join('|')}`
    if (s.type === 'integer') return intCode(s)
    return '?'
  }

  function addStruct(name: string, s: Schema) {
    if (structs[name]) return
    const fields: Record<string, string> = {}
    structs[name] = [fields]
    for (const [k, p] of Object.entries(s.properties ?? {}))
      fields[k] = `${s.required?.includes(k) ? '!' : ''}${code(p)}`
    const flags = [flattened(s) && 'flat', s.additionalProperties === false && 'closed']
    const text = flags.filter(Boolean).join(' ')
    if (text) structs[name] = [fields, text]
  }

  for (const op of Object.keys(routes)) {
    const schema = operations.get(operationId(op))?.requestBody?.content['application/json']
      ?.schema as Schema | undefined
    const name = schema?.$ref?.split('/').pop()
    // the role policies (`Policy<R>`) and the IP range (untagged) stay with their handlers
    if (!name || name.endsWith('RolePolicy') || !isStruct(schemas[name])) continue
    bodies[op] = name
    refCode(name)
  }
  const sorted = Object.fromEntries(Object.entries(structs).sort(([a], [b]) => (a < b ? -1 : 1)))
  return { structs: sorted, bodies }
}

export const derivedBodyFields = derive

const HEADER = `import type { Op } from './routes'

/**
 * What each struct of a request body holds, derived from the server's OpenAPI document
 * (written by \`npx tsx mock-api/openapi/body-fields-derive.ts\`; \`body-walk.spec.ts\` holds it
 * to the document), for serde's errors that the types alone decide (body-walk.ts).
 *
 * A struct is its schema's name (the Rust name, as body-types.ts takes it), its fields' types
 * (\`!\` first: required), and its flags: \`flat\` for a flattened identity (\`name\` and
 * \`description\` with no text of their own), \`closed\` for \`deny_unknown_fields\`. A type is
 * a code: \`str\` (a String), \`name\` (omicron's \`Name\`), \`uuid\`, \`bool\`, an integer (\`u8\`
 * to \`i64\`), \`bytes\` (\`ByteCount\`), \`|a|b\` (a unit enum's variants), \`@Struct\`, \`[T\`
 * (a sequence of T), \`~T\` (T or null) and \`?\`: a type the walk does not judge (a tagged or
 * untagged enum, an address, a range, a bounded integer), where it stops and leaves the body to
 * the handler's reader. The role policies and the IP range are left out (handlers read them).
 */
export type BodyStruct = readonly [
  fields: { readonly [field: string]: string },
  flags?: 'flat' | 'closed' | 'flat closed',
]`

if (process.argv[1]?.endsWith('body-fields-derive.ts')) {
  const { structs, bodies } = derive()
  const lines = (o: object) =>
    Object.entries(o)
      .map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`)
      .join('\n')
  const text = `${HEADER}
export const BODY_STRUCTS: { readonly [name: string]: BodyStruct } = {
${lines(structs)}
}

export const BODY_SCHEMAS: { readonly [O in Op]?: string } = {
${lines(bodies)}
}
`
  writeFileSync(new URL('../body-fields.ts', import.meta.url), text)
}
