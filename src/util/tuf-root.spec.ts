import { describe, expect, it } from 'vitest'
import { parseRootRole, rootFacts, rootRoleProblem } from './tuf-root'

const exampleRootRole = {
  signed: {
    _type: 'root',
    spec_version: '1.0.0',
    version: 1,
    expires: '2031-08-01T00:00:00Z',
    keys: { abc: { keytype: 'ed25519' } },
    roles: {},
  },
  signatures: [{ keyid: 'abc', sig: '00' }],
}

describe('TUF root roles', () => {
  it('accepts a root.json and reads its facts', () => {
    const parsed = parseRootRole(JSON.stringify(exampleRootRole))
    expect('role' in parsed).toBe(true)
    expect(rootFacts(exampleRootRole)).toEqual({
      version: 1,
      expires: '2031-08-01T00:00:00Z',
      keys: 1,
    })
  })

  it('says what is wrong with anything else', () => {
    expect(rootRoleProblem('{')).toBe('Root role must be JSON')
    expect(rootRoleProblem('[]')).toBe('Root role must be a JSON object')
    expect(rootRoleProblem('{"signed":{}}')).toMatch(/"signed" and "signatures"/)
    expect(rootRoleProblem('{"signed":{"_type":"targets"},"signatures":[]}')).toMatch(
      /no root role/,
    )
  })
})
