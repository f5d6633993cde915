import { type QueryKey, type UseQueryOptions, useQueries } from '@tanstack/react-query'

/** What `usePrefetchedQueries` keeps of its reads: stable (module level), so combined once. */
const prefetched = <T>(results: { data?: T; error: Error | null }[]) => {
  const missing = results.findIndex((r) => r.data === undefined)
  return { data: results.map((r) => r.data), missing, error: results[missing]?.error ?? null }
}

/**
 * `usePrefetchedQuery` (`api/query.ts`) for a list of reads, one per item of another (each
 * router's routes): the loader prefetched them all, so the page has no loading branch. The list
 * keeps its identity while no read changes. Its own module: `query.ts` is in every first load,
 * and only a few pages read such lists.
 */
export function usePrefetchedQueries<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>[],
): T[] {
  const { data, missing, error } = useQueries({ queries: options, combine: prefetched<T> })
  if (error) throw error
  const forgot = options[missing]
  if (forgot)
    throw new Error(`${String(forgot.queryKey[0])} was not prefetched by the route loader`)
  return data as T[]
}
