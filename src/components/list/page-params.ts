import { type PageParams, PICKER_LIMIT } from '~/api/query'
import { PAGE_SIZES } from '~/ui/page-sizes'
import { apiSortOf, viewFrom } from './view'

/**
 * The page of a list a URL names, with no React in it: route loaders in the route table (the
 * app's first load) read it as the navigation starts. components/paging.ts moves between pages.
 */

/** Spec section 9: default page size 50. */
export const DEFAULT_PAGE_SIZE = 50

/**
 * How many rows a list reads per call while it loads the whole collection (a filter, or an
 * order the API does not page by): large, so 5,000 rows take five calls, the first of which
 * the route loader makes.
 */
export const CHUNK_SIZE = PICKER_LIMIT

/** Rows per page: `?limit=<n>`, one of the paginator's sizes. */
export function pageSizeFrom(search: URLSearchParams): number {
  const raw = Number(search.get('limit'))
  return (PAGE_SIZES as readonly number[]).includes(raw) ? raw : DEFAULT_PAGE_SIZE
}

/**
 * The URL holds the page on screen: `?page=<token>&limit=<n>` (and `sort=-name`, which the API
 * pages by too). The tokens of earlier pages ride in history state, so Previous works, survives
 * reload, and Back/Forward walk the pages. A view that needs the whole collection (a filter, an
 * order by another column: components/list/view.ts) reads it from its first chunk instead.
 */
export function pageParamsFrom(search: URLSearchParams): PageParams {
  const view = viewFrom(search)
  const sortBy = apiSortOf(view)
  if (sortBy === null) return { limit: CHUNK_SIZE }
  const limit = pageSizeFrom(search)
  const pageToken = search.get('page') || undefined
  return { limit, ...(pageToken && { pageToken }), ...(sortBy && { sortBy }) }
}

/** For loaders: the page params of the URL being loaded. */
export const pageParamsOf = (request: Request) => pageParamsFrom(new URL(request.url).searchParams)
