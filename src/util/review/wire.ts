/** JSON as it travels: what `JSON.parse` gives back. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * One request as it goes over the wire: what the review shows and the curl, CLI and Terraform
 * renderings are made from. Keys are snake_case, as the SDK sends them.
 */
export type WireRequest = {
  /** The SDK operation (`projectCreate`): the CLI and Terraform renderings key on it. */
  op: string
  method: string
  /** The path without its query, e.g. `/v1/instances/db1`. */
  path: string
  /** The path's parameters by name (`anti_affinity_group`), as the CLI's flags name them. */
  pathParams: [string, string][]
  /** The query, in the order sent; an array value is repeated, a null one left out. */
  query: [string, string][]
  body?: Json
}

/*
 * The SDK's own encoding (@oxide/api http-client.ts and util.ts), which it does not export.
 * `src/api/describe-request.spec.ts` holds these to what the SDK actually fetches.
 */
const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)

const isObjectOrArray = (o: unknown): o is object =>
  typeof o === 'object' &&
  o !== null &&
  !(o instanceof Date) &&
  !(o instanceof RegExp) &&
  !(o instanceof Error)

/** Every key, at any depth, in snake_case: the SDK's `snakeify`. */
export function snakeify(o: unknown): unknown {
  if (!isObjectOrArray(o)) return o
  if (Array.isArray(o)) return o.map(snakeify)
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [camelToSnake(k), snakeify(v)]))
}

/** The body exactly as `JSON.stringify` puts it on the wire (dates as ISO strings). */
export const wireBody = (body: unknown): Json | undefined => {
  const text = JSON.stringify(snakeify(body), (_k, v) => (v instanceof Date ? v.toISOString() : v))
  return text === undefined ? undefined : (JSON.parse(text) as Json)
}

const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v))

/** The query's pairs as sent: snake_case keys, arrays repeated, null and undefined left out. */
export const wireQuery = (query: Record<string, unknown> | undefined): [string, string][] =>
  Object.entries(query ?? {})
    .filter(([, v]) => v != null)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((item): [string, string] => [camelToSnake(k), text(item)]),
    )

/** The path with its query string, encoded as the SDK encodes it. */
export const wireUrl = ({ path, query }: Pick<WireRequest, 'path' | 'query'>) => {
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
  return qs ? `${path}?${qs}` : path
}
