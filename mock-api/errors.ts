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

/** Omicron's `Error::conflict`: a 409 whose code is `Conflict`. */
export const conflict = (message: string) => errorResponse(409, 'Conflict', message)

/** Omicron: `already exists: project "web"`. */
export const alreadyExists = (type: string, name: string) =>
  // a 400, as Nexus gives it (real-api-behaviour.md row 3)
  errorResponse(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

export const invalidValue = (label: string, reason: string) =>
  errorResponse(400, 'InvalidValue', `unsupported value for "${label}": ${reason}`)

export const invalidRequest = (message: string) => errorResponse(400, 'InvalidRequest', message)

/** The detail of each body error a handler threw; the kit words it with its position. */
export const bodyErrorDetails = new WeakMap<Response, string>()

/**
 * Dropshot's answer to a body that does not deserialize. Only the body reader (handlers/body.ts)
 * makes one: handlers know the field, not the text, so the reader's `placed` puts serde's
 * position (json-position.ts) in before the kit answers.
 */
export const bodyParseError = (detail: string, at = { line: 1, column: 1 }) => {
  const response = errorResponse(
    400,
    null,
    `unable to parse JSON body: ${detail} at line ${at.line} column ${at.column}`,
  )
  bodyErrorDetails.set(response, detail)
  return response
}

export const forbidden = () => errorResponse(403, 'Forbidden', 'Forbidden')

export const unauthorized = () =>
  errorResponse(401, 'Unauthorized', 'credentials missing or invalid')

export const internalError = () => errorResponse(500, 'Internal', 'Internal Server Error')

/**
 * No answer at all: the server process stopped while handling the request. Nexus is built with
 * `panic = "abort"` (omicron's Cargo.toml, `[profile.release]`), so a failed assertion in a
 * handler ends the process and the client sees its connection closed. MSW turns this into a
 * network error; the HTTP server closes the socket. Only for what the server really does so.
 */
export const serverCrash = () => Response.error()

/** An unknown route: no error_code, as the real API answers. */
export const routeNotFound = () => errorResponse(404, null, 'Not Found')

/** A known path asked with a method it does not take (dropshot's router). */
export const methodNotAllowed = () => errorResponse(405, null, 'Method Not Allowed')

/** serde's list of what it expected (`OneOf` in serde/src/de/mod.rs): "`a`", "`a` or `b`", "one of `a`, `b`, `c`". */
export function oneOf(names: readonly string[]) {
  const quoted = names.map((n) => `\`${n}\``)
  if (quoted.length <= 2) return quoted.join(' or ')
  return `one of ${quoted.join(', ')}`
}
