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
  let body: { message?: string; error_code?: string; request_id?: string } = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    throw new ApiError({ message: UNREADABLE_MESSAGE, status: response.status, op })
  }
  if (response.status === 401) onUnauthorized()
  throw new ApiError({
    message: errorBodyMessage(op, response.status, {
      message: body.message,
      errorCode: body.error_code,
    }),
    status: response.status,
    op,
    errorCode: body.error_code,
    requestId: body.request_id ?? response.headers.get('x-request-id') ?? undefined,
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
