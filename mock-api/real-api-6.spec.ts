import { beforeEach, describe, expect, it } from 'vitest'
import { syntaxProblem } from './json-syntax'
import { api, expectUnreadable, freshDemo } from './test-api'

/**
 * Issue 28, row X1 of real-api-behaviour.md: a body's parse errors as dropshot answers them
 * (dropshot/src/extractor/body.rs: `unable to parse JSON body: {serde_path_to_error's error}`),
 * worded by serde_json (src/error.rs, src/de.rs) and as omicron's tests expect them
 * (nexus/tests/integration_tests/basic.rs, instances.rs).
 */

beforeEach(freshDemo)

const P = 'project=web-frontend'

/** A body sent as it is. */
const sendText = (path: string, text: string) => api('POST', path, { text })

describe('X1 body parse errors', () => {
  it('words a body that is no JSON as serde_json does (instances.rs: "{")', async () => {
    expectUnreadable(
      await sendText(`/v1/instances?${P}`, '{'),
      'unable to parse JSON body: EOF while parsing an object at line 1 column 1',
    )
    const empty = await sendText('/v1/projects', '')
    expect(empty.body.message).toBe(
      'unable to parse JSON body: EOF while parsing a value at line 1 column 0',
    )
  })

  it.each([
    ['}', 'expected value', 1],
    ['{"name": "p", }', 'trailing comma', 15],
    ['{"name" "p"}', 'expected `:`', 9],
    ['{name: 1}', 'key must be a string', 2],
    ['{"a": 1 "b": 2}', 'expected `,` or `}`', 9],
    ['{"a": [1, 2,]}', 'a: trailing comma', 13],
    ['{"a": [1 2]}', 'a: expected `,` or `]`', 10],
    ['{"a": tru}', 'a: expected ident', 10],
    ['{"a": 01}', 'a: invalid number', 8],
    ['{"a": {"b": "x\\q"}}', 'a.b: invalid escape', 16],
    ['{"a": "x', 'a: EOF while parsing a string', 8],
    ['{"a": ', 'a: EOF while parsing a value', 6],
    ['{} x', 'trailing characters', 4],
  ])('places %j where serde_json stops', (text, detail, offset) => {
    expect(syntaxProblem(text)).toEqual({ detail, offset })
  })

  it('reports name and description errors with no field path (basic.rs)', async () => {
    const res = await api('POST', '/v1/projects', {
      body: { name: 'sim_project', description: 'underscore' },
    })
    expect(res.body.message).toMatch(
      /^unable to parse JSON body: name contains invalid character: "_" \(allowed characters are lowercase ASCII, digits, and "-"\) at line 1 column \d+$/,
    )
    const typed = await api('POST', '/v1/projects', { body: { name: 'p', description: 5 } })
    expect(typed.body.message).toMatch(
      /^unable to parse JSON body: invalid type: integer `5`, expected a string at line/,
    )
  })

  it('keeps the path of other fields, in serde’s words (instances.rs: ncpus -3)', async () => {
    const body = { name: 'i', description: '', hostname: 'i', ncpus: -3, memory: 2 ** 30 }
    const res = await api('POST', `/v1/instances?${P}`, { body })
    expect(res.body.message).toMatch(
      /^unable to parse JSON body: ncpus: invalid value: integer `-3`, expected u16 at line/,
    )
    const text = await api('POST', `/v1/instances?${P}`, { body: { ...body, ncpus: 'two' } })
    expect(text.body.message).toMatch(/ncpus: invalid type: string "two", expected u16 at/)
    const flag = await api('POST', `/v1/instances?${P}`, { body: { ...body, ncpus: 1, start: 1 } })
    expect(flag.body.message).toMatch(/start: invalid type: integer `1`, expected a boolean at/)
  })

  it('lists two variants as serde’s OneOf does ("`a` or `b`")', async () => {
    const res = await api('POST', `/v1/affinity-groups?${P}`, {
      body: { name: 'g', description: '', failure_domain: 'sled', policy: 'sometimes' },
    })
    expect(res.body.message).toMatch(
      /^unable to parse JSON body: policy: unknown variant `sometimes`, expected `allow` or `fail` at/,
    )
  })
})
