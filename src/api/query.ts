import type { ApiResult, NameOrIdSortMode } from '@oxide/api'
import {
  keepPreviousData,
  QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query'
import type { Outcome } from './activity'
import { api, type Methods, type Op, routeOf } from './client'
import { ApiError, errorMessage, isApiError, toApiError } from './errors'
import { onUnauthorized } from './session'
import { keepEqual } from './structural-sharing'

/**
 * Spec section 9: fresh for 2 s, no retries, no refetch on window focus. Unchanged data keeps
 * its identity across refetches, dates included, so a polled list re-renders nothing.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 2000,
      retry: false,
      refetchOnWindowFocus: false,
      structuralSharing: keepEqual,
    },
    mutations: { retry: false },
  },
})

export type OpParams<O extends Op> = Parameters<Methods[O]>[0]
export type OpData<O extends Op> =
  Awaited<ReturnType<Methods[O]>> extends ApiResult<infer D> ? D : never

type Caller<O extends Op> = (
  params: OpParams<O>,
  init?: { signal?: AbortSignal },
) => Promise<ApiResult<OpData<O>>>

/**
 * The one place a request is made: success returns data, anything else throws an ApiError.
 * Every change (a request that is no read) goes to the activity log with its outcome; the
 * log's code loads with the first change (`api/activity.ts`).
 */
export async function call<O extends Op>(
  op: O,
  params: OpParams<O>,
  signal?: AbortSignal,
): Promise<OpData<O>> {
  const method = api.methods[op] as unknown as Caller<O>
  const route = routeOf(op, params)
  const at = Date.now()
  const start = performance.now()
  // loading while the request runs, so the entry is written the moment the answer is in
  const log = route.method === 'GET' || route.method === 'HEAD' ? null : import('./activity')
  const recorded = (outcome: Omit<Outcome, 'at' | 'durationMs'>) => {
    const ended = { at, durationMs: performance.now() - start, ...outcome }
    void log?.then((m) => m.record(op, params, route, ended))
  }
  let result: ApiResult<OpData<O>>
  try {
    result = await method(params, { signal })
  } catch (e) {
    if (signal?.aborted) throw e
    console.error(`${op}: network error`, e)
    const error = new ApiError({ message: 'Could not reach the API', status: 0, op })
    recorded({ error })
    throw error
  }
  if (result.type === 'success') {
    recorded({ response: result.response, data: result.data })
    // what a delete or a rename leaves behind in the cache (loaded with the first change)
    if (route.method === 'DELETE' || route.method === 'PUT')
      (await import('./stale-after-change')).staleAfterChange(op, route.method, params)
    return result.data
  }
  const error = toApiError(op, result)
  recorded({ response: result.response, error })
  if (error.status === 401 && op !== 'loginLocal') onUnauthorized()
  throw error
}

/** Query options keyed `[operation, params]`, e.g. `q('projectView', { path: { project } })`. */
export const q = <O extends Op>(op: O, params: OpParams<O>) =>
  queryOptions({
    queryKey: [op, params] as const,
    queryFn: ({ signal }) => call(op, params, signal),
  })

/** The statuses a query may expect by design rather than fail with. */
export type ExpectedStatus = 403 | 404

/** What a query refused by design (see `maybeQ`) holds instead of data. */
export class Unavailable {
  constructor(
    readonly status: ExpectedStatus,
    /** The spec's message for it, e.g. 'Action not authorized'. */
    readonly message: string,
  ) {}
}

/**
 * `q` for a query that may be refused by design: a policy a viewer may not read (403), a pool
 * deleted since the link was made (404). Those statuses resolve to an `Unavailable`, which the
 * page shows in place of that part, rather than taking the route to its error page; any other
 * failure still throws, and a 401 still goes to sign-in. Keyed apart from `q`'s answers, since
 * the cached value differs: `maybeQ('siloPolicyView', { path }, [403])`.
 */
export const maybeQ = <O extends Op>(
  op: O,
  params: OpParams<O>,
  expected: readonly ExpectedStatus[],
) =>
  queryOptions({
    queryKey: [op, params, { expected }] as const,
    queryFn: async ({ signal }): Promise<OpData<O> | Unavailable> => {
      try {
        return await call(op, params, signal)
      } catch (e) {
        const status = isApiError(e) ? e.status : 0
        if ((status === 403 || status === 404) && expected.includes(status))
          return new Unavailable(status, errorMessage(e))
        throw e
      }
    },
  })

/**
 * Pickers and the short lists the API returns whole (an instance's disks, a group's members)
 * read one page this large rather than paging.
 */
export const PICKER_LIMIT = 1000

/**
 * The paging part of a list call's query; `sortBy` only where the view asks for another order
 * than the API's default (name ascending), so the default view's cache key stays the same.
 */
export type PageParams = { limit: number; pageToken?: string; sortBy?: NameOrIdSortMode }

type ListOp = {
  [O in Op]: OpData<O> extends { items: unknown[] } ? O : never
}[Op]

/**
 * A list query: `q` plus paging, keeping the previous page on screen while the next one loads.
 * `listQ('projectList', {}, page)`; the query may carry other filters such as `project`.
 */
export const listQ = <O extends ListOp>(
  op: O,
  params: OpParams<O> & { query?: object },
  page: PageParams,
) =>
  queryOptions({
    ...q(op, { ...params, query: { ...params.query, ...page } } as OpParams<O>),
    placeholderData: keepPreviousData,
  })

/** Refresh every cached query of one operation, whatever its params. */
export const invalidate = (...ops: Op[]) =>
  Promise.all(ops.map((op) => queryClient.invalidateQueries({ queryKey: [op] })))

/**
 * For loaders: fetch what the page reads, unless it is cached and neither stale by a change
 * (`staleAfterChange`, an invalidation) nor missing; cached data of any age is used as it is.
 */
export async function prefetch(...queries: { queryKey: QueryKey }[]) {
  await Promise.all(queries.map((options) => ensure(options)))
  return null
}

/** `prefetch` of one query, returning its data: what a loader reads to decide what else to ask. */
export const ensure: QueryClient['ensureQueryData'] = (options) =>
  queryClient.getQueryState(options.queryKey)?.isInvalidated
    ? queryClient.fetchQuery(options)
    : queryClient.ensureQueryData(options)

/**
 * Read data a route loader has already fetched. Pages have no loading branch: if this throws,
 * the loader forgot to prefetch.
 */
export function usePrefetchedQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
) {
  const result = useQuery(options)
  if (result.data === undefined) {
    if (result.error) throw result.error
    throw new Error(`${String(options.queryKey[0])} was not prefetched by the route loader`)
  }
  return result.data
}
