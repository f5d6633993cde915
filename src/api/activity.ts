import type { Op, Route } from './client'
import { meQuery } from './current-user'
import type { ApiError } from './errors'
import { queryClient } from './query'

/**
 * Issue 11: this console's own changes in this browser, newest first. `call` records every
 * request that changes data, so forms, menu actions and bulk actions need no code of their own.
 * This module loads with the first change (or the activity panel): pages that change nothing
 * never download it.
 *
 * Kept per signed-in user (localStorage key `oxide.activity.<user id>`), not cleared on sign-out:
 * a session that expires, or a sign-out and back in, still shows what the user did (the request
 * ids support asks for), while another user signing in on this browser sees only their own log.
 * Entries hold no request body: only the method, the path and the resource names the call was
 * given, so a password or a private key never reaches storage. Signing in and out, the device
 * flow and reads sent as POST (metric queries) are no changes and are not recorded.
 */
export type ActivityEntry = {
  id: string
  /** When the request started, ms since the epoch. */
  at: number
  op: string
  method: string
  path: string
  /** What the change was to, e.g. `web-frontend / web-1`. */
  target: string
  outcome: 'ok' | 'error'
  durationMs: number
  /** HTTP status; 0 when the API could not be reached. */
  status: number
  requestId?: string
  errorCode?: string
  message?: string
}

/** The most entries kept; older ones are dropped. */
export const ACTIVITY_LIMIT = 200
export const ACTIVITY_KEY_PREFIX = 'oxide.activity.'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isEntry = (x: unknown): x is ActivityEntry => {
  if (typeof x !== 'object' || x === null) return false
  const e = x as Record<string, unknown>
  return (
    typeof e.id === 'string' &&
    typeof e.at === 'number' &&
    typeof e.op === 'string' &&
    (e.outcome === 'ok' || e.outcome === 'error')
  )
}

/** Whatever another version or a hand edit left in storage: keep what still reads as entries. */
function parse(text: string | null | undefined): ActivityEntry[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter(isEntry) : []
  } catch {
    return []
  }
}

export type ActivityLog = ReturnType<typeof createActivityLog>

export function createActivityLog(
  storage: KeyValueStore | undefined,
  /** The signed-in user, whose log this is; none (signed out) records nothing. */
  currentUser: () => string | undefined,
  limit = ACTIVITY_LIMIT,
) {
  let user: string | undefined
  let entries: readonly ActivityEntry[] = []
  const listeners = new Set<() => void>()
  const key = () => `${ACTIVITY_KEY_PREFIX}${user}`
  const emit = () => {
    for (const l of listeners) l()
  }
  const load = () => {
    entries = user ? parse(storage?.getItem(key())).slice(0, limit) : []
  }
  /** Another user signed in since: their log, not the previous one. */
  const sync = () => {
    const now = currentUser()
    if (now === user) return
    user = now
    load()
  }

  return {
    /** The storage key of the current user's log, to recognise another tab's writes. */
    storageKey: () => {
      sync()
      return user ? key() : undefined
    },
    entries: () => {
      sync()
      return entries
    },
    add(entry: ActivityEntry) {
      sync()
      if (!user) return
      // re-read first: another tab of this user may have added entries since
      load()
      entries = [entry, ...entries].slice(0, limit)
      try {
        storage?.setItem(key(), JSON.stringify(entries))
      } catch {
        // storage full or refused (private mode): the log still lives for this page
      }
      emit()
    },
    clear() {
      sync()
      entries = []
      if (user) storage?.removeItem(key())
      emit()
    },
    /** Another tab changed the log. */
    reload() {
      sync()
      load()
      emit()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

const browserStorage = typeof localStorage === 'undefined' ? undefined : localStorage
export const activityLog = createActivityLog(
  browserStorage,
  () => queryClient.getQueryData(meQuery.queryKey)?.id,
)

/**
 * Session calls and reads sent as POST: no change to anything the console shows. And the bulk
 * writes of an image upload, one per 512 KiB: a 1 GiB upload would push everything else out of
 * the log, and the upload's other steps (the disk, its import, the image) say what happened.
 */
const NOT_CHANGES = new Set<string>([
  'diskBulkWriteImport',
  'loginLocal',
  'loginSaml',
  'logout',
  'deviceAuthRequest',
  'deviceAuthConfirm',
  'deviceAccessToken',
  'timeseriesQuery',
  'systemTimeseriesQuery',
] satisfies Op[])

export const isChange = (op: string, method: string) =>
  method !== 'GET' && method !== 'HEAD' && !NOT_CHANGES.has(op)

/** The selectors a call names its target by, outermost first. */
const SELECTORS = ['project', 'vpc', 'router', 'gateway', 'instance'] as const

const field = (x: unknown, name: string): unknown =>
  typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[name] : undefined

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const nameIn = (x: unknown, id: string): string | undefined => {
  const name = field(x, 'name')
  return field(x, 'id') === id && typeof name === 'string' ? name : undefined
}

/**
 * The name of the object with this id among the reads in the cache (an object, or a list's
 * items), or undefined. Looked up once a change, when it ends, before its reads go stale.
 */
export function cachedName(id: string): string | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data
    const items = field(data, 'items')
    for (const x of [data, ...(Array.isArray(items) ? items : [])]) {
      const name = nameIn(x, id)
      if (name) return name
    }
  }
  return undefined
}

/**
 * What a call changed, from the names it was given: the selectors in its query, its path
 * params, and the `name` in its body or its answer (never any other body field). A rename
 * reads `old → new`. A path param that is an id reads as the name the console knows it by
 * (issue 27: the activity panel named pools, links and bundles by UUID), else as the id.
 */
export function describeTarget(
  params: unknown,
  method: string,
  data?: unknown,
  nameOf: (id: string) => string | undefined = cachedName,
): string {
  const query = field(params, 'query')
  const path = field(params, 'path')
  const parts: string[] = []
  for (const s of SELECTORS) {
    const v = field(query, s)
    if (typeof v === 'string' && v) parts.push(v)
  }
  const pathValues =
    typeof path === 'object' && path !== null
      ? Object.values(path)
          .filter((v): v is string => typeof v === 'string' && v !== '')
          .map((v) => (UUID.test(v) ? (nameOf(v) ?? v) : v))
      : []
  parts.push(...pathValues)
  const bodyName = field(field(params, 'body'), 'name')
  const dataName = field(data, 'name')
  const name = typeof bodyName === 'string' ? bodyName : dataName
  if (typeof name !== 'string' || !name || parts.includes(name)) return parts.join(' / ')
  const renamed = method === 'PUT' && pathValues.length > 0
  if (renamed) return `${parts.join(' / ')} → ${name}`
  return [...parts, name].join(' / ')
}

let counter = 0

/** What `call` knows when a change ends. */
export type Outcome = {
  /** When the request started, and how long it took. */
  at: number
  durationMs: number
  response?: Response
  data?: unknown
  error?: ApiError
}

/**
 * `call` hands every request that is no read here once it has ended; what is no change (see
 * `isChange`) is dropped. The request id comes from the error body or, on success, the
 * `x-request-id` header the API sends with every answer.
 */
export function record(
  op: Op,
  params: unknown,
  route: Route,
  outcome: Outcome,
  log: ActivityLog = activityLog,
) {
  if (!isChange(op, route.method)) return
  const { at, durationMs, response, data, error } = outcome
  log.add({
    id: `${at}-${++counter}`,
    at,
    op,
    method: route.method,
    path: route.path,
    target: describeTarget(params, route.method, data),
    outcome: error ? 'error' : 'ok',
    durationMs: Math.round(durationMs),
    status: error ? error.status : (response?.status ?? 0),
    requestId: error?.requestId ?? response?.headers.get('x-request-id') ?? undefined,
    errorCode: error?.errorCode,
    message: error?.message,
  })
}
