import type { ApiResult } from '@oxide/api'
import { api, type Op, routeOf } from './client'
import { ApiError, errorBodyMessage, toApiError, UNREADABLE_MESSAGE } from './errors'
import type { OpData, OpParams } from './query'
import { onUnauthorized } from './session'

/**
 * The few answers that are no JSON (a support bundle's bytes, its index as text, a HEAD's
 * length): the SDK would try to parse them, so these are fetched here, at the path the SDK
 * itself builds for the operation (`routeOf`), with the session cookie. A failure is the same
 * ApiError `call` throws (the spec's message, a 401 to sign-in). Reads only: nothing here is
 * recorded in the activity log.
 */
export async function fetchRaw<O extends Op>(
  op: O,
  params: OpParams<O>,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { method, path } = routeOf(op, params)
  let response: Response
  try {
    response = await fetch(path, { method, credentials: 'same-origin', ...init })
  } catch (e) {
    if (init.signal?.aborted) throw e
    throw new ApiError({ message: 'Could not reach the API', status: 0, op })
  }
  if (response.ok) return response
  const text = method === 'HEAD' ? '' : await response.text()
  throw failure(op, response.status, text, response.headers.get('x-request-id'))
}

/** The ApiError for an error answer read as text, as `call` throws it (a 401 to sign-in). */
function failure(op: Op, status: number, text: string, headerRequestId: string | null) {
  let body: { message?: string; error_code?: string; request_id?: string } = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    return new ApiError({ message: UNREADABLE_MESSAGE, status, op })
  }
  if (status === 401) onUnauthorized()
  return new ApiError({
    message: errorBodyMessage(op, status, { message: body.message, errorCode: body.error_code }),
    status,
    op,
    errorCode: body.error_code,
    requestId: body.request_id ?? headerRequestId ?? undefined,
  })
}

/**
 * An operation whose body the SDK does not type (`systemUpdateTrustRootCreate` takes a TUF root
 * role, arbitrary JSON the generator left out): sent as the SDK sends any body, at its path,
 * the answer read and failures thrown as `call` does.
 */
export async function callWithBody<O extends Op>(
  op: O,
  params: OpParams<O>,
  body: unknown,
): Promise<OpData<O>> {
  const { method, path } = routeOf(op, params)
  let result: ApiResult<OpData<O>>
  try {
    result = await api.request<OpData<O>>({ path, method, body })
  } catch {
    throw new ApiError({ message: 'Could not reach the API', status: 0, op })
  }
  if (result.type === 'success') return result.data
  const error = toApiError(op, result)
  if (error.status === 401) onUnauthorized()
  throw error
}

export type SendProgress = { sent: number; total: number }

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** An answer as the SDK hands it over: camelCase keys, `time_*` timestamps as Dates. */
function fromWire(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => fromWire(v))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), fromWire(v, k)]))
  if (typeof value === 'string' && key.startsWith('time_') && ISO.test(value))
    return new Date(value)
  return value
}

/**
 * An operation whose body is a file's bytes (`systemUpdateRepositoryUpload`: the SDK sends no
 * body for it), sent with XMLHttpRequest because only it reports how much of a request body
 * has gone (`upload.onprogress`); fetch can stream a body up only over HTTP/2. Same path and
 * query as the SDK (`routeOf`), its `api-version` header, failures thrown as `call` throws them,
 * and recorded in the activity log as `call` records a change. `signal` aborts it (an
 * AbortError, not an ApiError).
 */
export function sendFile<O extends Op>(
  op: O,
  params: OpParams<O>,
  file: Blob,
  opts: { onProgress?: (p: SendProgress) => void; signal?: AbortSignal } = {},
): Promise<OpData<O>> {
  const route = routeOf(op, params)
  const query = Object.entries(route.query ?? {}).filter(([, v]) => v != null)
  const search = new URLSearchParams(query.map(([k, v]) => [snake(k), String(v)])).toString()
  const at = Date.now()
  const start = performance.now()
  const log = import('./activity')
  const recorded = (outcome: { status: number; requestId?: string | null; error?: ApiError }) => {
    const headers = outcome.requestId ? { 'x-request-id': outcome.requestId } : undefined
    const response = outcome.error
      ? undefined
      : new Response(null, { status: outcome.status, headers })
    const ended = { at, durationMs: performance.now() - start, response, error: outcome.error }
    void log.then((m) => m.record(op, params, route, ended))
  }
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted)
      return reject(new DOMException('The upload was cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open(route.method, search ? `${route.path}?${search}` : route.path)
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.setRequestHeader('api-version', api.apiVersion)
    xhr.upload.onprogress = (e) =>
      opts.onProgress?.({ sent: e.loaded, total: e.lengthComputable ? e.total : file.size })
    // the whole body is sent; an answer also means it was (Chromium fires no upload events
    // at all for a request a service worker answers, as the in-browser mock does)
    const sentAll = () => opts.onProgress?.({ sent: file.size, total: file.size })
    xhr.upload.onload = sentAll
    xhr.onreadystatechange = () => {
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED) sentAll()
    }
    const abort = () => xhr.abort()
    opts.signal?.addEventListener('abort', abort, { once: true })
    const done = () => opts.signal?.removeEventListener('abort', abort)
    xhr.onabort = () => {
      done()
      reject(new DOMException('The upload was cancelled', 'AbortError'))
    }
    xhr.onerror = () => {
      done()
      const error = new ApiError({ message: 'Could not reach the API', status: 0, op })
      recorded({ status: 0, error })
      reject(error)
    }
    xhr.onload = () => {
      done()
      const requestId = xhr.getResponseHeader('x-request-id')
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = failure(op, xhr.status, xhr.responseText, requestId)
        recorded({ status: xhr.status, error })
        return reject(error)
      }
      try {
        const data = xhr.responseText ? fromWire(JSON.parse(xhr.responseText)) : undefined
        recorded({ status: xhr.status, requestId })
        resolve(data as OpData<O>)
      } catch {
        reject(new ApiError({ message: UNREADABLE_MESSAGE, status: xhr.status, op }))
      }
    }
    xhr.send(file)
  })
}
