import { Api } from '@oxide/api'
import { type WireRequest, wireBody, wireQuery } from '~/util/review/wire'
import type { Op } from './client'
import { call, type OpData, type OpParams } from './query'

/**
 * One API request as data: the operation and its params, exactly what `call` takes. A form
 * declares the requests its values make with these; the same objects are what is sent and what
 * the review shows (`describeRequest`), so the two cannot differ.
 */
export type Req<O extends Op = Op> = { op: O; params: OpParams<O> }

export const req = <O extends Op>(op: O, params: OpParams<O>): Req<O> => ({ op, params })

export const send = <O extends Op>(r: Req<O>): Promise<OpData<O>> => call(r.op, r.params)

/**
 * The values cannot make a request, for a reason a field's own rule cannot see (a custom
 * network with no interfaces). The form shell puts the message on `field`, as a rule would.
 */
export class InvalidValues extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

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
