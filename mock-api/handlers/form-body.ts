import { parseUuid } from '../db'
import { errorResponse } from '../errors'
import type { Op } from '../routes'
import { uuidParseError } from '../uuid-text'
import { parseBody } from './body'

/**
 * Bodies by content type, as dropshot reads them. The OAuth endpoints of the device flow take
 * `application/x-www-form-urlencoded` (RFC 8628), every other body is JSON; a body of the other
 * kind is a 400 before the handler runs. No content type reads as JSON, as dropshot defaults.
 */
const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const FORM_OPS: ReadonlySet<Op> = new Set(['deviceAuthRequest', 'deviceAccessToken'])
/** Endpoints whose body is dropshot's `StreamingBody`: raw bytes, handed to the handler as such. */
export const STREAMING_OPS: ReadonlySet<Op> = new Set(['systemUpdateRepositoryUpload'])

/** A form body: its fields as sent (the last of a repeated one), all strings. */
export type FormBody = { form: Record<string, string> }

const mimeOf = (contentType: string | null) =>
  (contentType ?? JSON_TYPE).split(';')[0]?.trim().toLowerCase() ?? JSON_TYPE

const wrongType = (expected: string, got: string) =>
  errorResponse(400, null, `expected content type "${expected}", got "${got}"`)

export function requestBody(op: Op, contentType: string | null, text: string): unknown {
  const mime = mimeOf(contentType)
  if (FORM_OPS.has(op)) {
    if (mime !== FORM) throw wrongType(FORM, mime)
    return { form: Object.fromEntries(new URLSearchParams(text)) } satisfies FormBody
  }
  if (mime === FORM && text) throw wrongType(JSON_TYPE, FORM)
  return parseBody(text)
}

const formError = (detail: string) =>
  errorResponse(400, null, `unable to parse URL-encoded body: ${detail}`)

/** Reads a form body's fields as serde_urlencoded does, in its words. */
export function formReader(body: unknown) {
  const form = (body as Partial<FormBody> | undefined)?.form ?? {}
  const need = (k: string) => {
    const v = form[k]
    if (v === undefined) throw formError(`missing field \`${k}\``)
    return v
  }
  return {
    string: need,
    uuid: (k: string) => {
      const v = need(k)
      const id = parseUuid(v)
      if (!id) throw formError(`${k}: ${uuidParseError(v)}`)
      return id
    },
    /** An optional `NonZeroU32`. */
    nonZeroU32: (k: string) => {
      const v = form[k]
      if (v === undefined) return null
      if (!/^\+?\d+$/.test(v)) throw formError(`${k}: invalid digit found in string`)
      const n = Number(v)
      if (n > 2 ** 32 - 1) throw formError(`${k}: number too large to fit in target type`)
      if (n === 0) throw formError(`${k}: invalid value: integer \`0\`, expected a nonzero u32`)
      return n
    },
  }
}
