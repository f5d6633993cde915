import { describe, expect, it } from 'vitest'
import { runAs } from '../../../test/shell-words'
import { toCurl, toCurlScript } from './curl'
import type { WireRequest } from './wire'

const hostile = `it's "quoted" $(rm -rf ~) \`id\` \${HOME}\nsecond line \\ end`

const create: WireRequest = {
  op: 'projectCreate',
  method: 'POST',
  path: '/v1/projects',
  pathParams: [],
  query: [],
  body: { name: 'web', description: hostile },
}

const member: WireRequest = {
  op: 'antiAffinityGroupMemberInstanceAdd',
  method: 'POST',
  path: '/v1/anti-affinity-groups/g/members/instance/db1',
  pathParams: [],
  query: [['project', "o'brien & co"]],
}

const env = { OXIDE_HOST: 'https://rack.example', OXIDE_TOKEN: 'tok' }

describe('toCurl', () => {
  it('is the method, URL, headers and body, one per line', () => {
    expect(toCurl({ ...create, body: { name: 'web', description: 'x' } }, '1.0')).toBe(
      [
        `curl -X POST "$OXIDE_HOST"/v1/projects \\`,
        `  -H "Authorization: Bearer $OXIDE_TOKEN" \\`,
        `  -H 'api-version: 1.0' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  --data '{`,
        `  "name": "web",`,
        `  "description": "x"`,
        `}'`,
      ].join('\n'),
    )
  })

  it('hands curl exactly the body, whatever the text in it', () => {
    const { args } = runAs('curl', toCurl(create, '1.0'), { env })
    expect(args.slice(0, 3)).toEqual(['-X', 'POST', 'https://rack.example/v1/projects'])
    expect(args).toContain('Authorization: Bearer tok')
    expect(JSON.parse(args.at(-1) ?? '')).toEqual(create.body)
  })

  it('encodes the query and quotes the URL; no body, no data', () => {
    const { args } = runAs('curl', toCurl(member, '1.0'), { env })
    expect(args[2]).toBe(
      "https://rack.example/v1/anti-affinity-groups/g/members/instance/db1?project=o'brien%20%26%20co",
    )
    expect(args).not.toContain('--data')
  })

  it('runs several requests in order', () => {
    const script = toCurlScript([create, member], '1.0')
    expect(script.match(/^curl /gm)).toHaveLength(2)
  })
})
