import { readFileSync } from 'node:fs'
import { type Schema, Validator, type Violation } from './validate'

/**
 * The server's OpenAPI document (README.md beside it) and the questions tests ask of it: which
 * operation a request is, and whether an answer has the shape the server gives for that
 * operation and status. Node only: it reads the document from disk, for the unit tests.
 */

type Content = Record<string, { schema?: Schema }>
type Response = { $ref?: string; content?: Content }
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema?: Schema }
export type Operation = {
  operationId: string
  parameters?: Parameter[]
  requestBody?: { content: Content }
  responses: Record<string, Response>
}
type Document = {
  info: { version: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema>; responses: Record<string, Response> }
}

export const DOCUMENT_FILE = 'nexus-2026073100.0.0.json'
export const doc: Document = JSON.parse(
  readFileSync(new URL(`./${DOCUMENT_FILE}`, import.meta.url), 'utf8'),
)

/** Strict: an answer's property the server's schema lacks is a violation too. */
export const validator = new Validator(doc.components, { strict: true })

export type DocOperation = Operation & { method: string; path: string; pattern: RegExp }

/** Every operation of the document, keyed by its operationId (the SDK's name in snake_case). */
export const operations: Map<string, DocOperation> = new Map()
for (const [path, methods] of Object.entries(doc.paths))
  for (const [method, op] of Object.entries(methods)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    operations.set(op.operationId, { ...op, method: method.toUpperCase(), path, pattern })
  }

/** `projectList` -> `project_list`, as the SDK's generator names operations. */
export const operationId = (sdkName: string) =>
  sdkName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The operation a request is, or undefined for a path the API lacks. Where two paths match
 * (`/saml/{provider}` and `/{silo}/...`), the one with fewer parameters is the more literal.
 */
export function operationOf(method: string, url: string): DocOperation | undefined {
  const path = new URL(url, 'http://x').pathname
  let best: DocOperation | undefined
  for (const op of operations.values()) {
    if (op.method !== method.toUpperCase() || !op.pattern.test(path)) continue
    if (!best || params(op.path) < params(best.path)) best = op
  }
  return best
}
const params = (path: string) => path.split('{').length

const resolveResponse = (r: Response): Response =>
  r.$ref ? (doc.components.responses[r.$ref.replace('#/components/responses/', '')] ?? r) : r

/** The documented answer for a status: the exact code, else 4XX / 5XX, else `default`. */
export function documentedAnswer(op: Operation, status: number): Response | undefined {
  const r = op.responses
  const found = r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default
  return found && resolveResponse(found)
}

/**
 * What is wrong with an answer, judged by the document: an undocumented status, a body where
 * none is documented or none where one is, or a JSON body off the schema. A body the document
 * gives as bytes (`*∕*`: downloads) is not judged.
 */
export function answerViolations(op: Operation, status: number, body: unknown): Violation[] {
  const answer = documentedAnswer(op, status)
  if (!answer) return [{ at: '$', message: `status ${status} is not documented` }]
  const content = answer.content
  if (!content) return body === null ? [] : [{ at: '$', message: `a ${status} has no body` }]
  const json = content['application/json']?.schema
  if (!json) return []
  return validator.validate(json, body)
}

/** The JSON schema of an operation's request body, if it takes one. */
export const requestSchema = (op: Operation): Schema | undefined =>
  op.requestBody?.content['application/json']?.schema

/**
 * What is wrong with a request body of an SDK operation (`projectCreate`), judged strictly: a
 * field the schema lacks is one serde would ignore, so the client meant something it did not get.
 * A checker for `setRequestCheck` (request-check.ts).
 */
export function requestBodyViolations(sdkOp: string, body: unknown): Violation[] {
  const op = operations.get(operationId(sdkOp))
  const schema = op && requestSchema(op)
  return schema ? validator.validate(schema, body) : []
}
