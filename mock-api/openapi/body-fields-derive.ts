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

/**
 * Fields documented as addresses that serde reads as more than a std address, and their codes:
 * `RouterPeerIpAddr` (omicron sled-agent/types/versions/src/stronger_bgp_unnumbered_types/
 * early_networking.rs, `#[schemars(transparent)]`) reads an `IpAddr`, then refuses some in words
 * of its own (`peerip`, omicron-ip.ts); the multicast joins' `source_ips` (nexus/types/versions/
 * src/multicast_implicit_lifecycle_updates/multicast.rs, `deserialize_with =
 * "validate_source_ips_param"`) check each address after the list (`srcips`).
 */
const CHECKED: { readonly [field: string]: string } = {
  'RouterPeerType::numbered.ip': 'peerip',
  'InstanceMulticastGroupJoin.source_ips': 'srcips',
  'MulticastGroupJoinSpec.source_ips': 'srcips',
}

const isStruct = (s: Schema | undefined) =>
  !!s && s.type === 'object' && !!s.properties && !s.oneOf && !s.anyOf && !s.allOf

/** A variant's keys that hold one string each: a tag's candidates. */
const tags = (v: Schema) =>
  Object.entries(v.properties ?? {})
    .filter(([k, p]) => v.required?.includes(k) && p.type === 'string' && p.enum?.length === 1)
    .map(([k]) => k)

/**
 * The tag of a `oneOf` whose every variant is an object naming itself in one key (serde's
 * internally or adjacently tagged enum; which one, field-order-derive.ts reads from the Rust).
 */
const tagOf = (s: Schema) =>
  s.oneOf?.length
    ? tags(s.oneOf[0] ?? {}).find((k) =>
        s.oneOf?.every((v) => v.type === 'object' && tags(v).includes(k)),
      )
    : undefined

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
  const enums: Record<string, [tag: string, variants: string[]]> = {}
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
    // std's addresses (schemars: `IpAddr` is format `ip`, `Ipv4Addr` `ipv4`, `Ipv6Addr` `ipv6`)
    if (s.format === 'ip' || s.format === 'ipv4' || s.format === 'ipv6') return s.format
    return s.format ? '?' : 'str'
  }

  function refCode(name: string): string {
    const s = schemas[name]
    if (!s) return '?'
    if (name === 'Name') return 'name'
    if (name === 'ByteCount') return 'bytes'
    // oxnet's networks: a string parsed after it is read (Ipv4Net, Ipv6Net), or either (IpNet)
    if (name === 'Ipv4Net') return 'v4net'
    if (name === 'Ipv6Net') return 'v6net'
    if (name === 'IpNet') return 'ipnet'
    // omicron's `#[serde(untagged)] enum NameOrId { Id(Uuid), Name(Name) }`
    if (name === 'NameOrId') return 'nameorid'
    if (isStruct(s)) {
      addStruct(name, s)
      return `@${name}`
    }
    if (s.type === 'string' && s.enum && !s.format) return `|${s.enum.join('|')}`
    if (s.type === 'integer') return intCode(s)
    const tag = tagOf(s)
    if (!tag) return '?'
    addEnum(name, tag, s.oneOf ?? [])
    return `#${name}`
  }

  /** A tagged enum: its tag, its variants' names, and each one's fields but the tag. */
  function addEnum(name: string, tag: string, variants: Schema[]) {
    if (enums[name]) return
    const names = variants.map((v) => String(v.properties?.[tag]?.enum?.[0]))
    enums[name] = [tag, names]
    for (const [i, v] of variants.entries()) {
      const { [tag]: _, ...properties } = v.properties ?? {}
      addStruct(`${name}::${names[i]}`, { ...v, properties })
    }
  }

  function addStruct(name: string, s: Schema) {
    if (structs[name]) return
    const fields: Record<string, string> = {}
    structs[name] = [fields]
    for (const [k, p] of Object.entries(s.properties ?? {})) {
      const checked = CHECKED[`${name}.${k}`]
      const type = checked ? code(p).replace(/\[?ip$/, checked) : code(p)
      fields[k] = `${s.required?.includes(k) ? '!' : ''}${type}`
    }
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
  const sort = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)))
  return { structs: sort(structs), enums: sort(enums), bodies }
}

export const derivedBodyFields = derive

const HEADER = `import { VARIANT_STRUCTS } from './body-variants'

/**
 * What each struct of a request body holds, derived from the server's OpenAPI document
 * (written by \`npx tsx mock-api/openapi/body-fields-derive.ts\`; \`body-walk.spec.ts\` holds it
 * to the document), for serde's errors that the types alone decide (body-walk.ts).
 *
 * A struct is its schema's name (the Rust name, as body-types.ts takes it), its fields' types
 * (\`!\` first: required), and its flags: \`flat\` for a flattened identity (\`name\` and
 * \`description\` with no text of their own), \`closed\` for \`deny_unknown_fields\`. A tagged
 * enum's variant is a struct too, \`Enum::variant\`, its fields but the tag. A type is
 * a code: \`str\` (a String), \`name\` (omicron's \`Name\`), \`uuid\`, \`bool\`, an integer (\`u8\`
 * to \`i64\`), \`bytes\` (\`ByteCount\`), \`v4net\` / \`v6net\` / \`ipnet\` (oxnet's networks),
 * \`ip\` / \`ipv4\` / \`ipv6\` (std's \`IpAddr\`, \`Ipv4Addr\`, \`Ipv6Addr\`), \`peerip\` (omicron's
 * \`RouterPeerIpAddr\`), \`srcips\` (the multicast joins' checked \`Vec<IpAddr>\`), \`nameorid\`
 * (omicron's untagged \`NameOrId\`), \`|a|b\` (a unit enum's variants), \`@Struct\`, \`[T\`
 * (a sequence of T), \`~T\` (T or null), \`#Enum\` (a tagged enum: \`BODY_ENUMS\`, body-variants.ts, gives its tag and
 * variants, field-order.ts whether the variant's fields sit beside the tag or under a content
 * key) and \`?\`: a type the walk does not judge (another untagged enum, a range, a bounded
 * integer), where it stops and leaves the body to the handler's reader. The role
 * policies and the IP range are left out (handlers read them).
 */
export type BodyStruct = readonly [
  fields: { readonly [field: string]: string },
  flags?: 'flat' | 'closed' | 'flat closed',
]
/** A tagged enum: the tag's key and the variants' names (each one's struct is \`Enum::variant\`). */
export type BodyEnum = readonly [tag: string, variants: readonly string[]]`

if (process.argv[1]?.endsWith('body-fields-derive.ts')) {
  const { structs, enums, bodies } = derive()
  const key = (k: string) => (/^\w+$/.test(k) ? k : `'${k}'`)
  const lines = (o: object) =>
    Object.entries(o)
      .map(([k, v]) => `  ${key(k)}: ${JSON.stringify(v)},`)
      .join('\n')
  // the tagged enums' variants go to a file of their own: each file reads in one sitting
  const variants = Object.fromEntries(Object.entries(structs).filter(([k]) => k.includes('::')))
  const own = Object.fromEntries(Object.entries(structs).filter(([k]) => !k.includes('::')))
  const text = `${HEADER}
const OWN_STRUCTS: { readonly [name: string]: BodyStruct } = {
${lines(own)}
}

/** Every struct: the bodies' own and the tagged enums' variants (body-variants.ts). */
export const BODY_STRUCTS: { readonly [name: string]: BodyStruct } = {
  ...OWN_STRUCTS,
  ...VARIANT_STRUCTS,
}
`
  const schemaText = `import type { Op } from './routes'

/**
 * Each operation's request body, as the name of its struct in body-fields.ts (derived with it:
 * \`npx tsx mock-api/openapi/body-fields-derive.ts\` writes both).
 */
export const BODY_SCHEMAS: { readonly [O in Op]?: string } = {
${lines(bodies)}
}
`
  const variantText = `import type { BodyEnum, BodyStruct } from './body-fields'

/**
 * The tagged enums of the request bodies and their variants' structs (\`Enum::variant\`), derived
 * with body-fields.ts (\`npx tsx mock-api/openapi/body-fields-derive.ts\` writes both).
 */
export const BODY_ENUMS: { readonly [name: string]: BodyEnum } = {
${lines(enums)}
}

export const VARIANT_STRUCTS: { readonly [name: string]: BodyStruct } = {
${lines(variants)}
}
`
  writeFileSync(new URL('../body-fields.ts', import.meta.url), text)
  writeFileSync(new URL('../body-variants.ts', import.meta.url), variantText)
  writeFileSync(new URL('../body-schemas.ts', import.meta.url), schemaText)
}
