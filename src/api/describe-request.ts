import { type WireRequest, wireBody, wireQuery } from '~/util/review/wire'
import { api } from './client'
import type { Req } from './request'

/*
 * Apart from request.ts so that only the review, which loads on first use, carries this and
 * the wire encoding: every form imports request.ts.
 */

type Captured = { method?: string; path: string; query?: Record<string, unknown>; body?: unknown }

/**
 * The request as it goes over the wire: method, path, query and body in snake_case.
 *
 * The SDK builds each operation's method and path, so it builds them for the review too (as
 * mock-api/routes.ts reads the routes): the client's `request` is swapped, for one synchronous
 * call, for one that records its arguments instead of fetching. The SDK's methods are arrow
 * functions bound to the one client, and a second client would cost the app's first chunk a
 * copy of the SDK class's export. The wire encoding of query and body is `util/review/wire`.
 */
export function describeRequest(r: Req): WireRequest {
  let captured: Captured | undefined
  const fetching = api.request
  api.request = (params) => {
    captured = params
    return Promise.resolve({ type: 'success', data: undefined as never, response: new Response() })
  }
  try {
    const method = api.methods[r.op] as (params: unknown) => unknown
    method(r.params)
  } finally {
    api.request = fetching
  }
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
export const API_VERSION = api.apiVersion
