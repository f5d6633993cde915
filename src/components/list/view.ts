/**
 * What a list shows, as the URL holds it, so a view can be linked and Back restores it:
 *
 *   ?sort=-created   the column rows are ordered by (`-` for descending; none: by name)
 *   &q=web prod      the filter text
 *   &p=3             the page of the held rows (only when the table holds the whole collection)
 *   &page=<token>    the API's page token (only when the API pages the view)
 *   &limit=25        rows per page, either way
 *
 * The API orders its pages by name (`sort_by`), so the default view and its reverse stay the
 * API's paging. Any other order, and any filter, needs the whole collection: the table loads it
 * in the background, chunk by chunk, and sorts and filters what it holds.
 */
export type SortDir = 'asc' | 'desc'
export type Sort = { column: string; dir: SortDir }

export type ListView = {
  /** null: the API's default order (by name, ascending) */
  sort: Sort | null
  filter: string
  /** 1-based page of the held rows */
  localPage: number
}

/** The sort modes the list operations take (`NameOrIdSortMode`). */
export type ApiSort = 'name_ascending' | 'name_descending'

/** The column id the API can order by itself. */
export const NAME_COLUMN = 'name'

/** A column's id in the URL: its header in kebab case ("External IPs" -> `external-ips`). */
export const columnId = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function viewFrom(search: URLSearchParams): ListView {
  const raw = search.get('sort') ?? ''
  const desc = raw.startsWith('-')
  const column = desc ? raw.slice(1) : raw
  const page = Number(search.get('p'))
  return {
    sort: column ? { column, dir: desc ? 'desc' : 'asc' } : null,
    filter: search.get('q') ?? '',
    localPage: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

export const sortParam = (sort: Sort | null) =>
  sort ? `${sort.dir === 'desc' ? '-' : ''}${sort.column}` : ''

/**
 * The API's own order for a view, or null when the table must hold the whole collection:
 * a filter, or an order by anything but the name.
 */
export function apiSortOf(view: Pick<ListView, 'sort' | 'filter'>): ApiSort | null | undefined {
  if (view.filter.trim()) return null
  if (!view.sort) return undefined
  if (view.sort.column !== NAME_COLUMN) return null
  return view.sort.dir === 'desc' ? 'name_descending' : undefined
}

/** Whether the view needs the whole collection held (see apiSortOf). */
export const holdsWhole = (view: Pick<ListView, 'sort' | 'filter'>) => apiSortOf(view) === null

/**
 * The sort a header click asks for: a new column ascending, the same column reversed. Back to
 * the default (name ascending) is `null`, so the default view keeps a clean URL.
 */
export function nextSort(current: Sort | null, column: string): Sort | null {
  const now = current ?? { column: NAME_COLUMN, dir: 'asc' }
  const next: Sort =
    now.column === column
      ? { column, dir: now.dir === 'asc' ? 'desc' : 'asc' }
      : { column, dir: 'asc' }
  return next.column === NAME_COLUMN && next.dir === 'asc' ? null : next
}
