import { appendFileSync } from 'node:fs'
import { answerViolations, operationOf } from './schema'
import type { Violation } from './validate'

/**
 * One answer held to the server's schema. An answer to a path the document lacks (the route
 * 404s and 405s the mock gives as dropshot does) has no operation and nothing to hold it to.
 */
export type CheckedAnswer = {
  method: string
  url: string
  status: number
  operation: string | undefined
  violations: Violation[]
}

/** Set `MOCK_SCHEMA_LOG=<file>` to gather the checked answers of many spec files in one file. */
const LOG = process.env.MOCK_SCHEMA_LOG

export function checkAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
): CheckedAnswer {
  const op = operationOf(method, url)
  const violations = op ? answerViolations(op, status, body) : []
  const checked = { method, url, status, operation: op?.operationId, violations }
  if (LOG) appendFileSync(LOG, `${JSON.stringify(checked)}\n`)
  return checked
}
