import type { Violation } from './validate'

/**
 * Issue 28's second part: the request bodies a client sends, held to the server's request
 * schemas. Off unless a checker is set (`setRequestCheck`), so the browser and the HTTP mock
 * never load the document; the kit (kit.ts) hands each body it reads to `checkRequestBody`.
 * The checker is given rather than imported: the document is read from disk (openapi/schema.ts,
 * `requestBodyViolations`) in Node, and a browser entry would load it its own way.
 */
export type RequestCheck = (op: string, body: unknown) => Violation[]
export type RecordedRequest = { op: string; body: unknown; violations: Violation[] }

let check: RequestCheck | null = null
const recorded: RecordedRequest[] = []

/** Starts (or, with null, stops) the check; each start forgets what was recorded before. */
export function setRequestCheck(next: RequestCheck | null) {
  check = next
  recorded.length = 0
}

/**
 * A check for where the document cannot go (the in-browser mock): it breaks no body, and keeps
 * every one in `into` for a checker in Node (the e2e fixture, test/e2e/request-bodies.ts).
 */
export const keepBodies =
  (into: { op: string; body: unknown }[]): RequestCheck =>
  (op, body) => {
    into.push({ op, body })
    return []
  }

/** The bodies that broke their schema since the check started. */
export const requestViolations = (): readonly RecordedRequest[] => recorded

export function checkRequestBody(op: string, body: unknown) {
  // bytes (an upload) and no body at all have no JSON schema to meet
  if (!check || body === undefined || body instanceof Uint8Array) return
  const violations = check(op, body)
  if (violations.length) recorded.push({ op, body, violations })
}
