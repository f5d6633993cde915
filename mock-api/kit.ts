import type { ApiResult, User } from '@oxide/api'
import { delay, type HttpHandler, HttpResponse, http } from 'msw'
import { type AuditContext, recordAudit } from './audit-log'
import { authenticate } from './authn'
import { objectForm } from './body-object-form'
import { bodyTypeProblem } from './body-walk'
import { chaosDraws, config, pickDelay, takeFault } from './config'
import type { ConsoleSessionRecord, DeviceTokenRecord } from './data/sessions'
import { actAs } from './db'
import {
  errorResponse,
  forbidden,
  internalError,
  methodNotAllowed,
  notFound,
  REQUEST_ID_HEADER,
  requestId,
  routeNotFound,
  unauthorized,
} from './errors'
import { bodyErrorAt, bodyShapeError, placed } from './handlers/body'
import { requestBody, STREAMING_OPS } from './handlers/form-body'
import { clearFound } from './handlers/hidden'
import { camelKey, type Json } from './json'
import { checkRequestBody } from './openapi/request-check'
import { pageLimit, resumeScan } from './paging'
import { type Methods, type Op, routes } from './routes'
import { checkSelectors } from './selectors'

/**
 * How a handler is served, in the order the server does it: a streamed body is read first,
 * then the configured delay, chaos or a planned fault; dropshot's checks of the selectors and
 * the page token; the body; the caller (authn.ts); the handler as that user (`actAs`: it sees
 * the user's silo only); and Nexus's audit log entry. Every answer carries a request id.
 */

type Params<O extends Op> = Parameters<Methods[O]>[0]
type PathOf<O extends Op> = Params<O> extends { path: infer P } ? P : Record<string, never>
type QueryOf<O extends Op> =
  Params<O> extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>
type ResultOf<O extends Op> = Awaited<ReturnType<Methods[O]>> extends ApiResult<infer D> ? D : never
type Reply<O extends Op> = [ResultOf<O>] extends [undefined]
  ? undefined | Response
  : Json<ResultOf<O>> | Response

export type HandlerArgs<O extends Op> = {
  /** Path params with the SDK's names, e.g. `{ project }`. */
  path: PathOf<O>
  /** Query params, camelCase as in the SDK (`pageToken`); `limit` and other counts are numbers. */
  query: QueryOf<O>
  /**
   * The request body as the client sent it: parsed JSON of any shape, `unknown` until the
   * handler reads it with `reader` (handlers/body.ts), which checks it against the API's type;
   * for a streaming body (`STREAMING_OPS`) its bytes, a `Uint8Array`.
   */
  body: unknown
  /** The signed-in user. */
  user: Json<User>
  /** The console session the request came with, if it came with one (authn.ts). */
  session: ConsoleSessionRecord | null
  /** The device token it came with (`Authorization: Bearer oxide-token-…`), if any. */
  token: DeviceTokenRecord | null
  request: Request
}

export type Handler<O extends Op> = (args: HandlerArgs<O>) => Reply<O> | Promise<Reply<O>>
export type HandlerMap = { [O in Op]?: Handler<O> }

/** Handlers of calls that need no session (login, ping, device flow); `user` may be absent. */
export type PublicHandler<O extends Op> = (
  args: Omit<HandlerArgs<O>, 'user'> & { user: Json<User> | null },
) => Reply<O> | Promise<Reply<O>>
export type PublicHandlerMap = { [O in Op]?: PublicHandler<O> }

export const SESSION_COOKIE = 'session'
export { SIGNED_OUT } from './authn'

export const sessionCookie = (value: string) =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax`

const NUMERIC = new Set(['limit', 'maxBytes', 'fromStart', 'mostRecent', 'startTime', 'endTime'])

function readQuery(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  for (const [rawKey, value] of url.searchParams) {
    const key = camelKey(rawKey)
    const parsed = NUMERIC.has(key) && /^\d+$/.test(value) ? Number(value) : value
    const prev = query[key]
    query[key] = prev === undefined ? parsed : [...(Array.isArray(prev) ? prev : [prev]), parsed]
  }
  return query
}

export const CHAOS_HEADER = 'x-mock-chaos'

function chaos(op: Op, request: Request): Response | undefined {
  if (op === 'loginLocal' || config.chaos <= 0) return undefined
  const url = new URL(request.url)
  const [fails, kind] = chaosDraws(`${request.method} ${url.pathname}${url.search}`)
  if (fails >= config.chaos) return undefined
  const statuses = config.chaosStatuses
  const status = statuses[Math.floor(kind * statuses.length)]
  if (status === 401) return unauthorized()
  if (status === 403) return forbidden()
  if (status === 404) return notFound('not found (injected by chaos mode)')
  return errorResponse(status ?? 500, 'Internal', 'Internal Server Error (injected by chaos mode)')
}

function defaultStatus(op: string, method: string) {
  if (method === 'POST' && /Create$/.test(op)) return 201
  return 200
}

function toResponse(op: Op, method: string, result: unknown): Response {
  const headers = { [REQUEST_ID_HEADER]: requestId() }
  if (result instanceof Response) {
    if (!result.headers.has(REQUEST_ID_HEADER))
      result.headers.set(REQUEST_ID_HEADER, headers[REQUEST_ID_HEADER])
    return result
  }
  if (result === undefined || method === 'DELETE')
    return new HttpResponse(null, { status: 204, headers })
  return HttpResponse.json(result, { status: defaultStatus(op, method), headers })
}

/** A planned fault (config.faults) for this call, if one is due. */
function fault(op: Op): Response | undefined {
  const status = takeFault(op)
  if (status === undefined) return undefined
  const text = status === 503 ? 'Service Unavailable' : 'Internal Server Error'
  return errorResponse(status, status >= 500 ? 'Internal' : null, `${text} (injected fault)`)
}

/** One served operation: its route compiled once, and how a call to it is answered. */
type Served = {
  method: string
  pattern: RegExp
  keys: string[]
  answer: (request: Request, params: Record<string, string>, cookies: Cookies) => Promise<Response>
}
type Cookies = Record<string, string>

/**
 * A path of the SDK's (`/v1/projects/:project`) as a regular expression, as MSW's own matching
 * reads it (path-to-regexp: a param is one segment, decoded; a trailing slash and letter case
 * are not told apart).
 */
function compile(path: string): Pick<Served, 'pattern' | 'keys'> {
  const keys: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      keys.push(segment.slice(1))
      return '([^/#?]+?)'
    })
    .join('/')
  return { pattern: new RegExp(`^${source}/?$`, 'i'), keys }
}

function serve(op: Op, fn: (args: never) => unknown, isPublic: boolean): Served {
  const route = routes[op]
  const answer: Served['answer'] = async (request, params, cookies) => {
    // a streaming body (a repository archive) arrives before the server works on it, as Nexus
    // writes it to a file first: the client's upload progress reaches its end, then the delay
    const streamed = STREAMING_OPS.has(op) ? new Uint8Array(await request.arrayBuffer()) : null
    await delay(pickDelay())
    const injected = chaos(op, request) ?? fault(op)
    if (injected) {
      // marks what chaos made up, so a test can tell it from the mock's real answers
      injected.headers.set(CHAOS_HEADER, 'injected')
      return injected
    }
    let text = ''
    const audit: AuditContext = {
      op,
      method: route.method,
      request,
      started: new Date(),
      user: null,
      session: null,
      token: null,
    }
    let response: Response
    try {
      const url = new URL(request.url)
      // the path, the query and the body are parsed before the session is looked at: dropshot
      // runs a handler's extractors first (dropshot/src/handler.rs `HttpRouteHandler::
      // handle_request`), and Nexus authenticates inside the handler (nexus/src/context.rs
      // `audit_and_time`, `op_context_for_external_api`), so a bad request is a 400, not a 401
      const selectors = checkSelectors(params, resumeScan(readQuery(url)))
      if ('limit' in selectors.query) pageLimit(selectors.query.limit)
      let body: unknown = streamed
      // a streaming body is bytes, of any content type, as dropshot's StreamingBody takes
      // them; every other body is read as text by its content type
      if (!streamed) {
        text = route.method === 'GET' || route.method === 'HEAD' ? '' : await request.text()
        body = requestBody(op, request.headers.get('content-type'), text)
        checkRequestBody(op, body)
        const notObject = bodyShapeError(op, body, text)
        if (notObject) throw notObject
        const typed = bodyTypeProblem(op, body, text)
        if (typed) throw bodyErrorAt(typed.detail, typed.at)
        // a tagged enum serde takes as an array reaches the handler as its object form
        body = objectForm(op, body)
      }
      const authn = authenticate(cookies[SESSION_COOKIE], request.headers.get('authorization'))
      const { user, session, token } = authn
      if (!user && !isPublic) return unauthorized()
      // the call reached its handler: from here on Nexus audits it (parse errors it never sees)
      Object.assign(audit, { user, session, token, reached: true })
      const args = { ...selectors, body, user, session, token, request }
      const result = await actAs(user?.silo_id, () => {
        clearFound()
        return (fn as (a: typeof args) => unknown)(args)
      })
      response = toResponse(op, route.method, result)
    } catch (e) {
      // a crash answers nothing and completes no audit entry
      if (e instanceof Response && e.type === 'error') return e
      // a body error carries serde's position in the text that was sent
      if (!(e instanceof Response)) console.error(`mock ${op} failed`, e)
      response = e instanceof Response ? placed(e, text) : internalError()
    }
    await recordAudit(audit, response)
    return response
  }
  return { method: route.method, ...compile(route.path), answer }
}

export const served = (map: HandlerMap) =>
  Object.entries(map).map(([op, fn]) => serve(op as Op, fn as never, false))

export const servedPublic = (map: PublicHandlerMap) =>
  Object.entries(map).map(([op, fn]) => serve(op as Op, fn as never, true))

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

const routePatterns = Object.values(routes).map((r) => ({
  method: r.method,
  path: compile(r.path).pattern,
}))

/**
 * A path the API has, asked with a method it does not take, is dropshot's 405 (`PUT
 * /v1/projects`, real-api-behaviour.md row 27); an operation the mock does not serve stays 404.
 */
function unclaimed(request: Request, path: string) {
  const same = routePatterns.filter((r) => r.path.test(path))
  if (same.length && !same.some((r) => r.method === request.method)) return methodNotAllowed()
  return routeNotFound()
}

/**
 * The whole API as one MSW handler: the operations, tried in the order given (the first whose
 * method and path match answers), then the real API's bare 404 (or 405) for anything else
 * under its prefixes; any other path (the app's own pages and scripts) is not the API's.
 *
 * One handler, not one per operation: MSW tests each handler in turn, and each test builds
 * the path's matcher again and reads every cookie store, which made a page load's few dozen
 * calls cost most of its time in MSW rather than in the mock (issue 25).
 */
export function apiHandler(operations: Served[]): HttpHandler {
  const byMethod = new Map<string, Served[]>()
  for (const s of operations) {
    const same = byMethod.get(s.method) ?? []
    same.push(s)
    byMethod.set(s.method, same)
  }
  return http.all('/*', async ({ request, cookies }) => {
    const path = new URL(request.url).pathname
    for (const s of byMethod.get(request.method) ?? []) {
      const match = s.pattern.exec(path)
      if (!match) continue
      const params = Object.fromEntries(s.keys.map((key, i) => [key, decode(match[i + 1] ?? '')]))
      return s.answer(request, params, cookies)
    }
    if (!/^\/(v1|experimental)\//.test(path)) return undefined
    await delay(pickDelay())
    return unclaimed(request, path)
  })
}

/** Handlers may answer a mutation by returning the stored record with fresh modified time. */
export const json = <T>(body: T, status = 200) => HttpResponse.json(body as object, { status })
