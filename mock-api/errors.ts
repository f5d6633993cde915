import { HttpResponse } from 'msw'

/**
 * The real API's error bodies: `{ request_id, error_code, message }`. Handlers `throw` these;
 * the handler kit turns a thrown Response into the answer.
 */
export const requestId = () => crypto.randomUUID()

/** The real API names each request in an `x-request-id` header, and in error bodies too. */
export const REQUEST_ID_HEADER = 'x-request-id'

export function errorResponse(status: number, errorCode: string | null, message: string) {
  const id = requestId()
  const body: Record<string, string> = { request_id: id, message }
  if (errorCode) body.error_code = errorCode
  return HttpResponse.json(body, { status, headers: { [REQUEST_ID_HEADER]: id } })
}

/** Omicron: `not found: project with name "web"`. */
export const notFound = (message: string) => errorResponse(404, 'ObjectNotFound', message)

export const lookupNotFound = (type: string, selector: string, byId: boolean) =>
  notFound(`not found: ${type} with ${byId ? 'id' : 'name'} "${selector}"`)

/** Omicron: `already exists: project "web"`. */
export const alreadyExists = (type: string, name: string) =>
  // a 400, as Nexus gives it (real-api-behaviour.md row 3)
  errorResponse(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

export const invalidValue = (label: string, reason: string) =>
  errorResponse(400, 'InvalidValue', `unsupported value for "${label}": ${reason}`)

export const invalidRequest = (message: string) => errorResponse(400, 'InvalidRequest', message)

/** Dropshot's answer to a body that does not deserialize. */
export const bodyParseError = (detail: string) =>
  errorResponse(400, null, `unable to parse JSON body: ${detail} at line 1 column 1`)

export const forbidden = () => errorResponse(403, 'Forbidden', 'Forbidden')

export const unauthorized = () =>
  errorResponse(401, 'Unauthorized', 'credentials missing or invalid')

export const internalError = () => errorResponse(500, 'Internal', 'Internal Server Error')

/** An unknown route: no error_code, as the real API answers. */
export const routeNotFound = () => errorResponse(404, null, 'Not Found')
