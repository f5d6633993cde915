import { Api } from '@oxide/api'

export type Methods = Api['methods']
export type Op = keyof Methods
export type Route = { method: string; path: string }

/**
 * Each SDK operation's method and path, read from the SDK itself so the mock can never serve a
 * path the client does not call: every method is invoked once with a `request` that records its
 * arguments instead of fetching, and path params that print as `:name` (MSW's syntax).
 */
function readRoutes(): Record<Op, Route> {
  const probe = new Api()
  let seen: Route | undefined
  probe.request = (params) => {
    seen = { method: params.method ?? 'GET', path: params.path }
    return Promise.resolve({ type: 'success', data: undefined as never, response: new Response() })
  }
  const path = new Proxy({}, { get: (_, key) => `:${String(key)}` })
  const routes = {} as Record<Op, Route>
  for (const op of Object.keys(probe.methods) as Op[]) {
    seen = undefined
    const method = probe.methods[op] as (args: object) => unknown
    method({ path, query: {}, body: {} })
    if (!seen) throw new Error(`could not read the route of ${op}`)
    routes[op] = seen
  }
  return routes
}

export const routes = readRoutes()
