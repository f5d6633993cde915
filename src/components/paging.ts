import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import type { PageParams } from '~/api/query'
import { DEFAULT_PAGE_SIZE, pageParamsFrom, pageSizeFrom } from './list/page-params'
import { type Sort, sortParam, viewFrom } from './list/view'

type PagingState = { pageStack?: string[] }

/**
 * The list's view and paging, read from the URL and changed by navigating. Paging, sorting and
 * local pages add history entries (Back undoes them); the filter replaces its entry, so Back
 * does not replay every keystroke.
 */
export function usePaging() {
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const params = pageParamsFrom(search)
  const pageSize = pageSizeFrom(search)
  // one view per URL: a table sorts again only when its order changes, not at each keystroke
  const view = useMemo(() => viewFrom(search), [search])
  const stack = (location.state as PagingState | null)?.pageStack ?? []

  // the search last navigated to, not the render's: the router pushes the URL first and
  // renders it in a transition, which a busy tab may not have committed when the next change
  // comes (a sort clicked, then a filter typed, must keep the sort). A location that arrives
  // from elsewhere (Back, a link) replaces it.
  const latest = useRef({ seen: location.key, search: location.search })
  if (latest.current.seen !== location.key)
    latest.current = { seen: location.key, search: location.search }

  // a navigation away from the list under way (a row's link clicked): a change of the view
  // (the filter's write once typing pauses) must not cancel it by navigating back here
  const navigation = useNavigation()
  const leaving = useRef(false)
  leaving.current =
    navigation.state !== 'idle' && navigation.location.pathname !== location.pathname

  const go = useCallback(
    (change: Record<string, string | undefined>, pageStack: string[], replace = false) => {
      if (leaving.current) return
      const next = new URLSearchParams(latest.current.search)
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      const query = next.toString()
      latest.current.search = query ? `?${query}` : ''
      navigate({ search: latest.current.search }, { state: { pageStack }, replace })
    },
    [navigate],
  )

  return {
    params,
    view,
    pageSize,
    /** 1-based; unknown (null) when the page was opened from a link rather than paged to. */
    pageNumber: params.pageToken && stack.length === 0 ? null : stack.length + 1,
    hasPrev: !!params.pageToken,
    next: (token: string) => go({ page: token }, [...stack, params.pageToken ?? '']),
    prev: () => go({ page: stack.at(-1) || undefined }, stack.slice(0, -1)),
    setLimit: (limit: number) =>
      go(
        { page: undefined, p: undefined, limit: limit === DEFAULT_PAGE_SIZE ? '' : String(limit) },
        [],
      ),
    /** Sorting starts over at the first page (a page token belongs to one order). */
    setSort: (sort: Sort | null) =>
      go({ sort: sortParam(sort), page: undefined, p: undefined }, []),
    // starting a filter is a new view (Back returns to the list without it); refining it is not
    setFilter: (filter: string) =>
      go({ q: filter, page: undefined, p: undefined }, [], !!search.get('q')),
    setLocalPage: (page: number) => go({ p: page > 1 ? String(page) : undefined }, []),
  }
}

type Page = { items: unknown[]; nextPage?: string | null }

/**
 * Whether there is a next page to go to. The API gives a `next_page` token with every
 * non-empty page, so a full page's token may lead to an empty page (a short page is the last).
 * The next page is fetched ahead, which also makes Next instant, and Next is withdrawn once
 * that page turns out empty; until it is known, and if fetching it fails, Next stays offered.
 */
export function useHasNextPage<P extends Page, K extends QueryKey>(
  query: (page: PageParams) => UseQueryOptions<P, Error, P, K>,
  params: PageParams,
  page: P | undefined,
): boolean {
  const token = page?.nextPage ?? undefined
  const full = !!page && page.items.length >= params.limit
  const ahead = useQuery({
    ...query({ ...params, pageToken: token ?? '' }),
    enabled: full && !!token,
  })
  if (!full || !token) return false
  const knownEmpty = ahead.isSuccess && !ahead.isPlaceholderData && ahead.data.items.length === 0
  return !knownEmpty
}
