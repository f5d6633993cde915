import { invalidRequest } from './errors'

/**
 * Paging as the real API does it: `limit` (default 100), an opaque `page_token` that resumes
 * after the last item of the previous page, `next_page` on every page that has items.
 */
export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 10000

type Sortable = { id: string; name?: string; time_created?: string }
type PageQuery = { limit?: number | null; pageToken?: string | null; sortBy?: string | null }

const encode = (key: string) => btoa(JSON.stringify({ v: 1, after: key })).replace(/=+$/, '')
function decode(token: string): string {
  try {
    const parsed: unknown = JSON.parse(atob(token))
    if (
      parsed &&
      typeof parsed === 'object' &&
      'after' in parsed &&
      typeof parsed.after === 'string'
    )
      return parsed.after
  } catch {
    // fall through to the API's error
  }
  throw invalidRequest('unable to parse pagination token')
}

function sorter(sortBy: string | null | undefined, sample: Sortable | undefined) {
  const mode = sortBy ?? (sample?.name !== undefined ? 'name_ascending' : 'id_ascending')
  const key = mode.startsWith('name')
    ? (s: Sortable) => s.name ?? s.id
    : mode.startsWith('time')
      ? (s: Sortable) => `${s.time_created ?? ''}|${s.id}`
      : (s: Sortable) => s.id
  const dir = mode.endsWith('descending') ? -1 : 1
  return { key, compare: (a: string, b: string) => (a < b ? -dir : a > b ? dir : 0) }
}

export function paginated<T extends Sortable>(query: PageQuery, all: T[]) {
  const limit = query.limit ?? DEFAULT_LIMIT
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw invalidRequest(`limit must be between 1 and ${MAX_LIMIT}`)
  const { key, compare } = sorter(query.sortBy, all[0])
  const sorted = [...all].sort((a, b) => compare(key(a), key(b)))
  let start = 0
  if (query.pageToken) {
    const after = decode(query.pageToken)
    start = sorted.findIndex((item) => compare(key(item), after) > 0)
    if (start === -1) start = sorted.length
  }
  const items = sorted.slice(start, start + limit)
  const last = items.at(-1)
  // as dropshot: every non-empty page carries a token, even a short last one; a scan ends
  // with an empty page (real-api-behaviour.md row 1)
  return { items, next_page: last ? encode(key(last)) : null }
}
