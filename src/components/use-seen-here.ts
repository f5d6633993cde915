import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useSeen } from '~/ui/use-seen'
import { navigating } from './navigation-probe'

/**
 * `useSeen` for a row's own read, held while a navigation loads: the rows of a page being left
 * ask for nothing. Their answers would be thrown away with the page, and a read cut off with it
 * loses what it met, a 401 included (the chaos walk's oracle counts every injected 401). Asked
 * when a row's dwell ends, not subscribed to: a filter keystroke (a navigation) re-renders no
 * row for it.
 */
export const useSeenHere = <E extends Element>() => useSeen<E>(navigating)

/**
 * A row's own read (a name by id, a usage, a size), asked once the row has been seen: put `ref`
 * on what the cell shows until the answer is in. What the cache already holds shows at once.
 */
export function useRowQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
) {
  const [ref, seen] = useSeenHere<HTMLSpanElement>()
  const query = useQuery({ ...options, enabled: seen ? (options.enabled ?? true) : false })
  return [ref, query] as const
}
