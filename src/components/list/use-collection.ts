import {
  type QueryKey,
  type UseQueryOptions,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useRef } from 'react'
import type { PageParams } from '~/api/query'
import { mergeChunks } from './collection'
import { CHUNK_SIZE } from './page-params'

export type Page<T> = { items: T[]; nextPage?: string | null }
export type PageQuery<T, K extends QueryKey> = (
  page: PageParams,
) => UseQueryOptions<Page<T>, Error, Page<T>, K>

/** A collection past 50 chunks (50,000 rows) is held only that far; the status says so. */
export const MAX_CHUNKS = 50

/**
 * While the whole collection is held, a list that polls (transitional instance states) asks
 * at most this often: each chunk is a thousand rows, and five of them every second would keep
 * the main thread busy parsing answers in which little changed.
 */
export const WHOLE_POLL_MS = 5000

/** The query with its polling slowed to WHOLE_POLL_MS at most; its types kept. */
function slower<O extends { refetchInterval?: unknown }>(options: O): O {
  const interval = options.refetchInterval
  if (typeof interval === 'number')
    return { ...options, refetchInterval: Math.max(interval, WHOLE_POLL_MS) }
  if (typeof interval !== 'function') return options
  const every = interval as (query: never) => unknown
  const refetchInterval = (query: never) => {
    const ms = every(query)
    return typeof ms === 'number' ? Math.max(ms, WHOLE_POLL_MS) : ms
  }
  return { ...options, refetchInterval }
}

export type Collection<T> = {
  /** The rows held: one page of the API's, or every chunk of the collection loaded so far. */
  rows: T[]
  /** The page (or first chunk) as the API gave it; null until it has arrived. */
  first: Page<T> | null
  /** The previous page stands in while the one asked for loads. */
  isPlaceholder: boolean
  /** Whole collection: every chunk has arrived (or MAX_CHUNKS have). */
  complete: boolean
  /** Whole collection: it stopped at MAX_CHUNKS. */
  truncated: boolean
  /** A chunk that failed to load, and a way to ask again. */
  error: Error | null
  retry: () => void
}

/**
 * A list's rows: the page the URL names (the API pages the view), or, with `whole`, the whole
 * collection read chunk after chunk in the background. Each chunk is an ordinary cached query
 * keyed by its page token, so the route loader's first chunk shows at once, invalidating the
 * list's operation refreshes every chunk, and unchanged chunks keep their rows' identity (the
 * sort and search keys computed for them stay valid). The next token is read from the cache
 * as each chunk arrives, so the chunks load one after another, never all at once.
 */
export function useCollection<T extends { id: string }, K extends QueryKey>(
  query: PageQuery<T, K>,
  params: PageParams,
  whole: boolean,
): Collection<T> {
  const client = useQueryClient()
  const own = query(params)
  // one observer for the page and the first chunk: switching to the whole collection keeps
  // the page on screen (placeholder) until the first chunk is in
  const first = useQuery(whole ? slower(own) : own)
  if (first.error && !first.data) throw first.error
  const firstData = first.data && !first.isPlaceholderData ? first.data : undefined

  // the tokens of the chunks after the first, as far as the cache knows them
  const chunk = (pageToken: string) => query({ limit: CHUNK_SIZE, pageToken })
  const tokens: string[] = []
  let truncated = false
  let last = whole ? firstData : undefined
  while (last && last.items.length >= CHUNK_SIZE && last.nextPage) {
    if (tokens.length + 1 >= MAX_CHUNKS) {
      truncated = true
      break
    }
    tokens.push(last.nextPage)
    last = client.getQueryData<Page<T>>(chunk(last.nextPage).queryKey)
  }

  const rest = useQueries({
    queries: tokens.map((token) => slower(chunk(token))),
  })
  const datas = rest.map((r) => r.data)
  const failed = rest.find((r) => r.error)
  const complete = !!firstData && (truncated || (!!last && rest.every((r) => r.data)))

  const firstItems = first.data?.items
  const rows = useMerged(whole ? [firstItems, ...datas.map((d) => d?.items)] : [firstItems])

  return {
    rows,
    first: first.data ?? null,
    isPlaceholder: first.isPlaceholderData,
    complete: whole ? complete : true,
    truncated,
    error: failed?.error ?? (whole ? first.error : null),
    retry: () => {
      for (const r of rest) if (r.error) r.refetch()
      if (first.error) first.refetch()
    },
  }
}

/**
 * The chunks' rows as one array, a new one only when a chunk changed (so the sort that follows
 * reruns only then). A ref rather than useMemo: the number of chunks grows as they arrive, and
 * useMemo's dependencies must keep their length.
 */
function useMerged<T extends { id: string }>(chunks: (T[] | undefined)[]): T[] {
  const memo = useRef<{ chunks: (T[] | undefined)[]; rows: T[] } | null>(null)
  const prev = memo.current
  if (prev && prev.chunks.length === chunks.length && prev.chunks.every((c, i) => c === chunks[i]))
    return prev.rows
  const present = chunks.filter((c): c is T[] => c !== undefined)
  const rows = present.length === 0 ? [] : mergeChunks(present)
  memo.current = { chunks, rows }
  return rows
}
