import { beforeEach, describe, expect, it } from 'vitest'
import { api, expectUnreadable, freshDemo } from './test-api'

/**
 * Which refusal comes first for a request that is both malformed and unauthenticated: the 400.
 * dropshot builds every extractor (path, query, body: `RequestExtractor::from_request` in
 * dropshot/src/handler.rs `HttpRouteHandler::handle_request`) before it calls the handler, and
 * Nexus authenticates inside the handler (omicron nexus/src/context.rs `audit_and_time` and
 * `op_context_for_external_api`, called first thing by each endpoint in
 * nexus/src/external_api/http_entrypoints.rs). So the session is looked at only once the path,
 * the query and the body have been read.
 */

beforeEach(freshDemo)

/** A body sent as it is, with no session (the cookie `signed-out`: no demo user). */
const signedOut = (method: string, path: string, text?: string) =>
  api(method, path, { text, cookie: 'signed-out' })

describe('a malformed request without a session', () => {
  it('is a 400 for its path or query, not a 401', async () => {
    expectUnreadable(
      await signedOut('GET', '/v1/projects/Not_A_Name'),
      'bad parameter in URL path: data did not match any variant of untagged enum NameOrId',
    )
    expectUnreadable(
      await signedOut('GET', '/v1/projects?limit=0'),
      'unable to parse query string: invalid value: integer `0`, expected a nonzero u32',
    )
  })

  it('is a 400 for a body that is no JSON or no object, not a 401', async () => {
    expectUnreadable(
      await signedOut('POST', '/v1/projects', '{"name": '),
      'unable to parse JSON body: name: EOF while parsing a value at line 1 column 9',
    )
    expectUnreadable(
      await signedOut('POST', '/v1/projects', '"abc"'),
      'unable to parse JSON body: invalid type: string "abc", expected struct ProjectCreate at line 1 column 5',
    )
  })

  it('is a 400 for a field the types refuse (body-walk.ts), not a 401', async () => {
    expectUnreadable(
      await signedOut('POST', '/v1/projects', '{"name": 5, "description": ""}'),
      'unable to parse JSON body: invalid type: integer `5`, expected a string at line 1 column 30',
    )
    expectUnreadable(
      await signedOut('POST', '/v1/projects', '{"description": ""}'),
      'unable to parse JSON body: missing field `name` at line 1 column 19',
    )
  })

  it('is a 401 once the request reads well', async () => {
    const fine = await signedOut('POST', '/v1/projects', '{"name": "p", "description": ""}')
    expect(fine.status).toBe(401)
    expect(fine.body.error_code).toBe('Unauthorized')
    // the same request with a session goes through
    const created = await api('POST', '/v1/projects', {
      body: { name: 'p', description: '' },
      as: 'alan',
    })
    expect(created.status).toBe(201)
  })
})
