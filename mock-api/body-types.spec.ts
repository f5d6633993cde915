import { beforeEach, describe, expect, it } from 'vitest'
import { BODY_TYPES, type BodyType } from './body-types'
import { doc, operationId, operations } from './openapi/schema'
import { type Op, routes } from './routes'
import { api, expectUnreadable, freshDemo, users } from './test-api'

/**
 * A body that is JSON but no object, as dropshot answers it (dropshot/src/extractor/body.rs:
 * `unable to parse JSON body: ` and serde_path_to_error's error, no path at the top level,
 * path-to-error src/path.rs `is_only_unknown`), in serde's words: the derived visitor's
 * `expecting` (serde_derive/src/de/struct_.rs "struct {}", de/enum_adjacently.rs "adjacently
 * tagged enum {}"), serde_json's `invalid type: …` (src/error.rs `JsonUnexpected`) and its
 * place (src/de.rs `deserialize_struct`, `deserialize_map`, `peek_invalid_type`,
 * `fix_position`). Also: what follows a whole value is not read (serde_path_to_error's
 * `deserialize`, src/de.rs, never calls `Deserializer::end`).
 */

beforeEach(freshDemo)

const P = 'project=web-frontend'

/** A body sent as it is, as Grace. */
const send = (method: string, path: string, text: string) =>
  api(method, path, { text, as: 'grace' })

const parseError = (detail: string, column: number) =>
  `unable to parse JSON body: ${detail} at line 1 column ${column}`

describe('a body that is no JSON object', () => {
  it.each([
    ['"abc"', 'invalid type: string "abc", expected struct ProjectCreate', 5],
    ['  "abc"  ', 'invalid type: string "abc", expected struct ProjectCreate', 7],
    ['42', 'invalid type: integer `42`, expected struct ProjectCreate', 2],
    ['-1.5', 'invalid type: floating point `-1.5`, expected struct ProjectCreate', 4],
    ['true', 'invalid type: boolean `true`, expected struct ProjectCreate', 4],
    ['null', 'invalid type: null, expected struct ProjectCreate', 4],
    // a flattened struct reads only a map: the `[` is peeked at, not consumed
    ['[1, 2]', 'invalid type: sequence, expected struct ProjectCreate', 0],
    ['  []', 'invalid type: sequence, expected struct ProjectCreate', 2],
  ])('answers %j to a project create in serde’s words', async (text, detail, column) => {
    expectUnreadable(await send('POST', '/v1/projects', text), parseError(detail, column))
  })

  it('names the Rust type: a struct read by position, a policy, a tagged enum', async () => {
    const attach = await send('POST', `/v1/instances/db1/disks/attach?${P}`, '[]')
    expect(attach.body.message).toBe(
      parseError('invalid length 0, expected struct DiskPath with 1 element', 2),
    )
    const policy = await send('PUT', '/v1/policy', '"x"')
    expect(policy.body.message).toBe(
      parseError('invalid type: string "x", expected struct Policy', 3),
    )
    const password = await send(
      'POST',
      `/v1/system/identity-providers/local/users/${users.alan}/set-password?silo=maple`,
      '7',
    )
    expect(password.body.message).toBe(
      parseError('invalid type: integer `7`, expected adjacently tagged enum UserPassword', 1),
    )
  })

  it('reads no further than the first whole value (no trailing-characters check)', async () => {
    const res = await send('POST', '/v1/projects', '{"name": "tail", "description": ""} ,x{')
    expect(res.status).toBe(201)
    expect(res.body.name).toBe('tail')
    // what comes after is no object either way: the value read is what counts
    const scalar = await send('POST', '/v1/projects', '"abc" {}')
    expect(scalar.body.message).toBe(
      parseError('invalid type: string "abc", expected struct ProjectCreate', 5),
    )
  })
})

type Schema = {
  $ref?: string
  properties?: Record<string, unknown>
  required?: string[]
  oneOf?: unknown[]
}

/** The table as the OpenAPI document gives it, by the rules body-types.ts states. */
function derived(): Record<string, BodyType> {
  const table: Record<string, BodyType> = {}
  for (const op of Object.keys(routes) as Op[]) {
    const schema = operations.get(operationId(op))?.requestBody?.content['application/json']
      ?.schema as Schema | undefined
    const name = schema?.$ref?.split('/').pop()
    if (!name) continue
    const body = doc.components.schemas[name] as Schema
    // omicron common/src/address.rs: `#[serde(untagged)] enum IpRange`, read whole by its handler
    if (name === 'IpRange') continue
    // nexus/types/versions/src/initial/user.rs: `#[serde(tag = "mode", content = "value")]`
    if (name === 'UserPassword') {
      table[op] = [`adjacently tagged enum ${name}`]
      continue
    }
    expect(body.oneOf, `${name} is an enum: body-types.ts needs its serde form`).toBeUndefined()
    const rust = name.endsWith('RolePolicy') ? 'Policy' : name
    const props = Object.keys(body.properties ?? {})
    // `#[serde(flatten)] identity`: read in omicron's nexus/types/versions for every body here
    const flattened = props.includes('name') && props.includes('description')
    const allRequired = props.every((p) => body.required?.includes(p))
    table[op] = flattened
      ? [`struct ${rust}`, 'map']
      : allRequired
        ? [`struct ${rust}`, props.length]
        : [`struct ${rust}`]
  }
  return table
}

describe('the table of body types', () => {
  it('is what the OpenAPI document gives, for every JSON body the SDK sends', () => {
    expect(BODY_TYPES).toEqual(derived())
  })
})
