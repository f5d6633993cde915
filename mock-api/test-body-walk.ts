import { expect } from 'vitest'
import { bodyTypeProblem } from './body-walk'
import { bodyErrorAt } from './handlers/body'
import type { Op } from './routes'

/** For the body walk's specs: the message the walk gives `text` as the body of `op`, or null. */
export async function walk(op: Op, text: string) {
  const found = bodyTypeProblem(op, JSON.parse(text), text)
  if (!found) return null
  const response = bodyErrorAt(found.detail, found.at)
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body.error_code).toBeUndefined()
  return body.message as string
}

/** serde_json's words for an error at a column of a one-line body, as dropshot answers them. */
export const at = (detail: string, column: number) =>
  `unable to parse JSON body: ${detail} at line 1 column ${column}`

/** The column just past the first `part` of `text` (1-based columns: where serde_json stops). */
export const endOf = (text: string, part: string) => text.indexOf(part) + part.length
