import { errorResponse, oneOf } from './errors'
import { queryUint } from './int-params'

/**
 * Paging as the real API does it (dropshot): `limit` (default 100, clamped to 10000), an opaque
 * `page_token` that resumes after the last item of the previous page, `next_page` on every page
 * that has items. A token carries the scan: its sort and selector (`project`, ...) win over the
 * query's, as dropshot reads nothing else once a token is given (real-api-behaviour.md row 20).
 */
export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 10000
const MAX_TOKEN_LENGTH = 512

type Sortable = { id: string; name?: string; time_created?: string }
type PageQuery = { limit?: unknown; pageToken?: string | null; sortBy?: string | null }
type PageStart = { sort_by: string; last_seen: string; scan: Record<string, unknown> }

/** Dropshot's query errors have no error_code. */
const queryError = (detail: string) =>
  errorResponse(400, null, `unable to parse query string: ${detail}`)

/** URL-safe base64 with padding, as the base64 crate's URL_SAFE engine writes it. */
const toBase64Url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
const fromBase64Url = (s: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  )

const encode = (start: PageStart) => toBase64Url(JSON.stringify({ v: 'v1', page_start: start }))

/** The base64 crate's decode errors, then serde's: dropshot's texts for a bad token. */
function decode(token: string): PageStart {
  const fail = (why: string) => queryError(`failed to parse pagination token: ${why}`)
  if (token.length > MAX_TOKEN_LENGTH) throw fail('too large')
  const bad = /[^A-Za-z0-9_=-]/.exec(token)
  if (bad) throw fail(`Invalid symbol ${bad[0].charCodeAt(0)}, offset ${bad.index}.`)
  if (token.length % 4 !== 0) throw fail(`Invalid input length: ${token.length}`)
  if (/=[^=]|={3}/.test(token)) throw fail('Invalid padding')
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(token))
    const start = (parsed as { v?: unknown; page_start?: Partial<PageStart> }).page_start
    if (
      (parsed as { v?: unknown }).v === 'v1' &&
      typeof start?.sort_by === 'string' &&
      typeof start.last_seen === 'string' &&
      typeof start.scan === 'object'
    )
      return start as PageStart
  } catch {
    // not JSON (or not base64 text): the same answer
  }
  throw fail('corrupted token')
}

/**
 * The query a list handler sees. With a token, the scan it began with: the token's selector
 * replaces the query's, as the server reads it (the kit calls this before any handler).
 */
/** Where a token resumes (its sort, last key and scan), or dropshot's 400 for a bad one. */
export const pageStart = (token: string) => decode(token)

export function resumeScan<Q extends Record<string, unknown>>(query: Q): Q {
  const token = query.pageToken
  if (typeof token !== 'string' || !token) return query
  const { scan, sort_by } = decode(token)
  const { limit, pageToken } = query
  return { ...scan, limit, pageToken, sortBy: sort_by } as unknown as Q
}

const NAME_OR_ID_MODES = ['name_ascending', 'name_descending', 'id_ascending']
const TIME_AND_ID_MODES = ['time_and_id_ascending', 'time_and_id_descending']

/** The sort modes a list takes, and the key each item sorts by under a mode. */
type Order<T> = { modes: string[]; key: (mode: string) => (item: T) => string }

/** Records with a name page by name or id; a record without one by id only (`IdSortMode`). */
const byNameOrId = <T extends Sortable>(sample: T | undefined): Order<T> => ({
  modes: !sample || sample.name !== undefined ? NAME_OR_ID_MODES : ['id_ascending'],
  key: (mode) => (mode.startsWith('name') ? (s) => s.name ?? s.id : (s) => s.id),
})

/**
 * Records scanned by a timestamp and then id (`TimeAndIdSortMode`, ascending by default), as
 * the audit log is. The key joins both; ISO times of one length sort as text.
 */
export const byTimeAndId = <T extends { id: string }>(time: (item: T) => string): Order<T> => ({
  modes: TIME_AND_ID_MODES,
  key: () => (item) => `${time(item)} ${item.id}`,
})

/**
 * `TufRepo` lists page by version (`VersionSortMode`, newest first by default), ordered as the
 * database column orders them: the version with its three numbers zero-padded to 8 digits, as
 * text (`to_sortable_string` in nexus/db-model/src/semver_version.rs; a pre-release thus sorts
 * after its release, a quirk the server keeps).
 */
export const byVersion = <T extends { id: string }>(version: (item: T) => string): Order<T> => ({
  modes: ['version_descending', 'version_ascending'],
  key: () => (item) =>
    version(item).replace(/^(\d+)\.(\d+)\.(\d+)/, (_, ...nums: string[]) =>
      nums
        .slice(0, 3)
        .map((n) => n.padStart(8, '0'))
        .join('.'),
    ),
})

function sortMode(query: PageQuery, modes: string[]) {
  const mode = query.sortBy ?? modes[0] ?? 'id_ascending'
  if (!modes.includes(mode))
    throw queryError(`unknown variant \`${mode}\`, expected ${oneOf(modes)}`)
  return mode
}

const direction = (mode: string) => (mode.endsWith('descending') ? -1 : 1)

/**
 * `limit` as dropshot parses it: a nonzero u32, then clamped to the maximum. The kit reads it
 * before the session too, as dropshot's query extractor does (mock-api/error-order.spec.ts).
 */
export function pageLimit(limit: unknown) {
  const n = queryUint(limit, 'u32')
  if (n === undefined) return DEFAULT_LIMIT
  if (n === 0) throw queryError('invalid value: integer `0`, expected a nonzero u32')
  return Math.min(n, MAX_LIMIT)
}

export function paginated<T extends Sortable>(
  query: PageQuery,
  all: T[],
  order: Order<T> = byNameOrId(all[0]),
) {
  const limit = pageLimit(query.limit)
  const start = query.pageToken ? decode(query.pageToken) : undefined
  const mode = start?.sort_by ?? sortMode(query, order.modes)
  const key = order.key(mode)
  const dir = direction(mode)
  const compare = (a: string, b: string) => (a < b ? -dir : a > b ? dir : 0)
  const sorted = [...all].sort((a, b) => compare(key(a), key(b)))
  let from = 0
  if (start) {
    from = sorted.findIndex((item) => compare(key(item), start.last_seen) > 0)
    if (from === -1) from = sorted.length
  }
  const items = sorted.slice(from, from + limit)
  const last = items.at(-1)
  // the selector the scan began with rides in the token
  const { limit: _l, pageToken: _p, sortBy: _s, ...scan } = query as Record<string, unknown>
  // as dropshot: every non-empty page carries a token, even a short last one; a scan ends
  // with an empty page (real-api-behaviour.md row 1)
  return {
    items,
    next_page: last ? encode({ sort_by: mode, last_seen: key(last), scan }) : null,
  }
}
