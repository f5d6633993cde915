import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { db, resetDb } from './db'
import { camelKey } from './json'
import { UUID_PARAMS } from './selectors'
import { api, expectUnreadable } from './test-api'
import { uuidProblem } from './uuid-text'

/**
 * Request parse errors as dropshot answers them, in the words of the crates it runs: the uuid
 * crate (uuid 1.23, src/error.rs `InvalidUuid::into_err` and its `Display`; serde_support.rs
 * wraps it as "UUID parsing failed: …"), serde's tagged enums (serde/src/private/de.rs
 * `TaggedContentVisitor`, `ContentDeserializer` and `FlatMapDeserializer`, serde_derive's
 * "variant identifier"), and
 * serde_path_to_error's paths (src/path.rs), for a path (dropshot/src/http_util.rs
 * `http_extract_path_params`), a query (extractor/query.rs) and a body (extractor/body.rs).
 */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0, seed: 'demo' })
  resetDb()
})

const P = 'project=web-frontend'
const at = (detail: string) =>
  new RegExp(
    `^unable to parse JSON body: ${detail.replace(/[[\]().]/g, '\\$&')} at line 1 column \\d+$`,
  )

describe('UUIDs (the uuid crate’s texts)', () => {
  it.each([
    ['zz', 'invalid character: found `z` at 1'],
    ['abc', 'invalid length: expected length 32 for simple format, found 3'],
    ['1234-5678', 'invalid group count: expected 5, found 2'],
    [
      '01234567-89ab-cdef-0123-456789abcde',
      'invalid group length in group 4: expected 12, found 11',
    ],
    ['0123456-89ab-cdef-0123-456789abcdef', 'invalid group length in group 0: expected 8, found 7'],
    ['{0123456x-89ab-cdef-0123-456789abcdef}', 'invalid character: found `x` at 9'],
    ['urn:uuid:zz', 'invalid character: found `z` at 10'],
    ['é', 'invalid character: found `é` at 1'],
  ])('words %j as the crate does', (input, text) => {
    expect(uuidProblem(input)).toBe(text)
  })

  it('refuses a path id that is no UUID before the handler looks for it', async () => {
    const sled = await api('GET', '/v1/system/hardware/sleds/not-a-sled')
    expectUnreadable(
      sled,
      'bad parameter in URL path: UUID parsing failed: invalid character: found `n` at 1',
    )
    const root = await api('GET', '/v1/system/update/trust-roots/1234')
    expect(root.body.message).toBe(
      'bad parameter in URL path: UUID parsing failed: invalid length: expected length 32 for simple format, found 4',
    )
    // any form Rust parses reads as the id
    const [first] = db.sleds
    if (!first) throw new Error('the seed has no sleds')
    const simple = first.id.replace(/-/g, '').toUpperCase()
    expect((await api('GET', `/v1/system/hardware/sleds/${simple}`)).body.id).toBe(first.id)
  })

  it('refuses a query UUID (`group` of the user list) in the query’s words', async () => {
    const res = await api('GET', '/v1/users?group=developers')
    expect(res.body.message).toBe(
      'unable to parse query string: UUID parsing failed: invalid character: found `v` at 3',
    )
  })

  it('refuses a body UUID: a string that is none, and a value that is no string', async () => {
    const probe = (sled: unknown) =>
      api('POST', `/experimental/v1/probes?${P}`, { body: { name: 'p', description: '', sled } })
    expect((await probe('sled-4')).body.message).toMatch(
      at('sled: UUID parsing failed: invalid character: found `s` at 1'),
    )
    expect((await probe(4)).body.message).toMatch(
      at('sled: invalid type: integer `4`, expected a formatted UUID string'),
    )
    const policy = await api('PUT', '/v1/policy', {
      body: {
        role_assignments: [{ identity_id: 'alan', identity_type: 'silo_user', role_name: 'admin' }],
      },
    })
    expect(policy.body.message).toMatch(
      at('role_assignments[0].identity_id: UUID parsing failed: invalid character: found `l` at 2'),
    )
  })

  it('checks every path and query parameter the OpenAPI document types as a plain UUID', () => {
    const doc = JSON.parse(
      readFileSync(new URL('./openapi/nexus-2026073100.0.0.json', import.meta.url), 'utf8'),
    ) as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { in: string; name: string; schema?: { format?: string } }[] }
        >
      >
    }
    const uuids = { path: new Set<string>(), query: new Set<string>() }
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item))
        for (const p of op.parameters ?? [])
          if (p.schema?.format === 'uuid' && (p.in === 'path' || p.in === 'query'))
            uuids[p.in].add(camelKey(p.name))
    expect([...UUID_PARAMS.path].sort()).toEqual([...uuids.path].sort())
    expect([...UUID_PARAMS.query].sort()).toEqual([...uuids.query].sort())
  })
})

describe('flattened name and description (serde’s FlatMapDeserializer over `Content`)', () => {
  it('calls a null `null`, read from the buffer too (serde_json src/error.rs `JsonUnexpected`)', async () => {
    const res = await api('POST', '/v1/projects', { body: { name: null, description: '' } })
    expect(res.body.message).toMatch(at('invalid type: null, expected a string'))
    // a field read in place keeps serde_json's word
    const vpc = await api('POST', `/v1/vpcs?${P}`, {
      body: { name: 'v', description: '', dns_name: null },
    })
    expect(vpc.body.message).toMatch(at('dns_name: invalid type: null, expected a string'))
  })
})

describe('tagged enums (serde’s TaggedContentVisitor)', () => {
  const disk = (backend: unknown) =>
    api('POST', `/v1/disks?${P}`, {
      body: { name: 'd', description: '', size: 2 ** 30, disk_backend: backend },
    })

  it('reads the tag as an identifier, at its own path', async () => {
    expect((await disk({ type: 5 })).body.message).toMatch(
      at('disk_backend.type: invalid type: integer `5`, expected variant identifier'),
    )
    expect((await disk({ type: 'nvme' })).body.message).toMatch(
      at('disk_backend.type: unknown variant `nvme`, expected `local` or `distributed`'),
    )
  })

  it('names only the enum’s path for an error inside an internally tagged one', async () => {
    const blank = (block_size: unknown) => ({
      type: 'distributed',
      disk_source: { type: 'blank', block_size },
    })
    expect((await disk(blank('big'))).body.message).toMatch(
      at('disk_backend: invalid type: string "big", expected u32'),
    )
    // the nested enum's own tag is buffered too
    expect(
      (await disk({ type: 'distributed', disk_source: { type: 'tape' } })).body.message,
    ).toMatch(
      at(
        'disk_backend: unknown variant `tape`, expected one of `blank`, `snapshot`, `image`, `importing_blocks`',
      ),
    )
    // buffered content's null: serde's `Unexpected::Unit`, which serde_json words `null`
    const image = { type: 'distributed', disk_source: { type: 'image', image_id: null } }
    expect((await disk(image)).body.message).toMatch(
      at('disk_backend: invalid type: null, expected a formatted UUID string'),
    )
  })

  it('places the error where the enclosing object’s frame stands, after the buffered one', async () => {
    const text = JSON.stringify({
      name: 'd',
      description: '',
      size: 2 ** 30,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 'big' } },
    })
    const res = await api('POST', `/v1/disks?${P}`, {
      body: JSON.parse(text) as unknown,
    })
    // the error has no place until DiskCreate's `fix_position`, after `end_map` ate the body's
    // `}` (serde_json src/de.rs `deserialize_map`): the whole text
    expect(res.body.message).toMatch(new RegExp(`column ${text.length}$`))
  })
})

describe('what a `try_from` refuses, answered by the handler', () => {
  it('is placed where the enclosing object’s frame stands, as the walk places it', async () => {
    // an IPv6 prefix (a type the walk leaves to the handler) before a refused DNS name
    const body = { name: 'v', description: '', ipv6_prefix: 'fd00::/48', dns_name: 'Bad' }
    const res = await api('POST', `/v1/vpcs?${P}`, { body })
    expect(res.body.message).toMatch('dns_name: name must begin with an ASCII lowercase character')
    // after the body’s `}`, which `end_map` ate before VpcCreate’s `fix_position`
    expect(res.body.message).toMatch(new RegExp(`column ${JSON.stringify(body).length}$`))
  })
})
