import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { PageParams } from '~/api/query'
import { PAGE_SIZES } from '~/ui/paginator'

/** Spec section 9: default page size 50. */
export const DEFAULT_PAGE_SIZE = 50

/**
 * The URL holds the page on screen: `?page=<token>&limit=<n>`. The tokens of earlier pages ride
 * in history state, so Previous works, survives reload, and Back/Forward walk the pages.
 */
export function pageParamsFrom(search: URLSearchParams): PageParams {
  const raw = Number(search.get('limit'))
  const limit = (PAGE_SIZES as readonly number[]).includes(raw) ? raw : DEFAULT_PAGE_SIZE
  const pageToken = search.get('page') || undefined
  return pageToken ? { limit, pageToken } : { limit }
}

/** For loaders: the page params of the URL being loaded. */
export const pageParamsOf = (request: Request) => pageParamsFrom(new URL(request.url).searchParams)

type PagingState = { pageStack?: string[] }

export function usePaging() {
  const [search] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const params = pageParamsFrom(search)
  const stack = (location.state as PagingState | null)?.pageStack ?? []

  const go = useCallback(
    (token: string | undefined, limit: number, pageStack: string[]) => {
      const next = new URLSearchParams(search)
      if (token) next.set('page', token)
      else next.delete('page')
      if (limit === DEFAULT_PAGE_SIZE) next.delete('limit')
      else next.set('limit', String(limit))
      const query = next.toString()
      navigate({ search: query ? `?${query}` : '' }, { state: { pageStack } })
    },
    [navigate, search],
  )

  return {
    params,
    /** 1-based; unknown (null) when the page was opened from a link rather than paged to. */
    pageNumber: params.pageToken && stack.length === 0 ? null : stack.length + 1,
    hasPrev: !!params.pageToken,
    next: (token: string) => go(token, params.limit, [...stack, params.pageToken ?? '']),
    prev: () => go(stack.at(-1) || undefined, params.limit, stack.slice(0, -1)),
    setLimit: (limit: number) => go(undefined, limit, []),
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
    ...query({ limit: params.limit, pageToken: token ?? '' }),
    enabled: full && !!token,
  })
  if (!full || !token) return false
  const knownEmpty = ahead.isSuccess && !ahead.isPlaceholderData && ahead.data.items.length === 0
  return !knownEmpty
}
