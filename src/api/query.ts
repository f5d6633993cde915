import type { ApiResult } from '@oxide/api'
import {
  keepPreviousData,
  QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query'
import { api, type Methods, type Op } from './client'
import { ApiError, toApiError } from './errors'
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

/** The one place a request is made: success returns data, anything else throws an ApiError. */
export async function call<O extends Op>(
  op: O,
  params: OpParams<O>,
  signal?: AbortSignal,
): Promise<OpData<O>> {
  const method = api.methods[op] as unknown as Caller<O>
  let result: ApiResult<OpData<O>>
  try {
    result = await method(params, { signal })
  } catch (e) {
    if (signal?.aborted) throw e
    console.error(`${op}: network error`, e)
    throw new ApiError({ message: 'Could not reach the API', status: 0, op })
  }
  if (result.type === 'success') return result.data
  const error = toApiError(op, result)
  if (error.status === 401 && op !== 'loginLocal') onUnauthorized()
  throw error
}

/** Query options keyed `[operation, params]`, e.g. `q('projectView', { path: { project } })`. */
export const q = <O extends Op>(op: O, params: OpParams<O>) =>
  queryOptions({
    queryKey: [op, params] as const,
    queryFn: ({ signal }) => call(op, params, signal),
  })

/**
 * Pickers and the short lists the API returns whole (an instance's disks, a group's members)
 * read one page this large rather than paging.
 */
export const PICKER_LIMIT = 1000

/** The paging part of a list call's query. */
export type PageParams = { limit: number; pageToken?: string }

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

/** For loaders: fetch what the page reads, unless it is cached and fresh. */
export async function prefetch(...queries: { queryKey: QueryKey }[]) {
  await Promise.all(queries.map((options) => queryClient.ensureQueryData(options)))
  return null
}

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
