import { Api } from '@oxide/api'

/**
 * The one API client. No host: requests go to the console's own origin, where the platform
 * (or the dev/preview proxy, or the in-browser mock) answers. The session cookie rides along.
 */
export const api = new Api({ baseParams: { credentials: 'same-origin' } })

export type Methods = Api['methods']
/** An SDK operation name, e.g. `projectList`. Query keys and invalidation use it. */
export type Op = keyof Methods

export type Route = { method: string; path: string; query?: Record<string, unknown> }

/**
 * A second client that never fetches: its `request` notes the method and path it was asked
 * for. The SDK builds both inside each operation; reading them from the SDK itself (as the mock
 * does) keeps one truth, rather than a table of which operations change data.
 */
const probe = new Api()
let seen: Route | undefined
let nothing: Promise<{ type: 'success'; data: never; response: Response }> | undefined
probe.request = (params) => {
  seen = { method: params.method ?? 'GET', path: params.path, query: params.query }
  nothing ??= Promise.resolve({
    type: 'success',
    data: undefined as never,
    response: new Response(),
  })
  return nothing
}

/**
 * The HTTP method and path an operation with these params requests, e.g. POST /v1/projects,
 * and the query it sends (camelCase, as given).
 */
export function routeOf(op: Op, params: unknown): Route {
  seen = undefined
  ;(probe.methods[op] as (params: unknown) => unknown)(params ?? {})
  return seen ?? { method: 'GET', path: '' }
}
