import { Api } from '@oxide/api'
import { type WireRequest, wireBody, wireQuery } from '~/util/review/wire'
import type { Req } from './request'

/*
 * Apart from request.ts so that only the review, which loads on first use, carries this and
 * the wire encoding: every form imports request.ts.
 */

type Captured = { method?: string; path: string; query?: Record<string, unknown>; body?: unknown }

/*
 * The SDK builds each operation's method and path; a client of our own whose `request` records
 * its arguments instead of fetching lets the SDK build them for the review too (as
 * mock-api/routes.ts reads the routes). The wire encoding of query and body is `util/review/wire`.
 */
const probe = new Api()
let captured: Captured | undefined
probe.request = (params) => {
  captured = params
  return Promise.resolve({ type: 'success', data: undefined as never, response: new Response() })
}

/** The request as it goes over the wire: method, path, query and body in snake_case. */
export function describeRequest(r: Req): WireRequest {
  captured = undefined
  const method = probe.methods[r.op] as (params: unknown) => unknown
  method(r.params)
  if (!captured) throw new Error(`could not read the request of ${r.op}`)
  const { method: verb = 'GET', path, query, body } = captured
  const params = (r.params ?? {}) as { path?: Record<string, unknown> }
  return {
    op: r.op,
    method: verb,
    path,
    pathParams: wireQuery(params.path),
    query: wireQuery(query),
    ...(body !== undefined && { body: wireBody(body) }),
  }
}

/** The API version the SDK sends in every request's `api-version` header. */
export const API_VERSION = probe.apiVersion
