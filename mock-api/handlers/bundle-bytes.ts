import { config } from '../config'
import type { BundleFile } from '../data/support-bundles'
import { errorResponse, internalError } from '../errors'

/**
 * A support bundle's bytes as the sled agent serves them (sled-agent support_bundle/storage.rs,
 * range-requests): the whole bundle as `application/zip`, the index as `text/plain` (the names,
 * one a line), a file as `application/octet-stream`; `Accept-Ranges: bytes` and
 * `Content-Length` always, and one byte range (`Range: bytes=a-b`, `a-`, `-n`) as 206 with
 * `Content-Range`. Nexus passes the sled agent's answer on; a range the sled agent refuses (its
 * 416) reaches the client as Nexus's 500, since its client takes only a success as an answer.
 * The bytes are made from the names: the same on every read, none stored.
 */

const encoder = new TextEncoder()
const CHUNK = 256 * 1024

/** A file's bytes: its log-like text, repeated to its size (bundle_id.txt holds the id). */
function fileBytes(file: BundleFile, bundleId: string): Uint8Array {
  if (file.name === 'bundle_id.txt') return encoder.encode(bundleId)
  const line = encoder.encode(
    `2026-11-20T09:12:00.000Z INFO ${file.name}: collected for bundle ${bundleId}\n`,
  )
  const out = new Uint8Array(file.size)
  for (let i = 0; i < out.length; i += line.length) out.set(line.subarray(0, out.length - i), i)
  return out
}

/** Each file behind a zip-like local header (`PK\x03\x04`, the name, a newline). */
const header = (file: BundleFile) => encoder.encode(`PK\u0003\u0004${file.name}\n`)

export const bundleSize = (files: BundleFile[]) =>
  files.reduce((sum, f) => sum + header(f).length + f.size, 0)

export function bundleBytes(files: BundleFile[], bundleId: string): Uint8Array {
  const out = new Uint8Array(bundleSize(files))
  let at = 0
  for (const f of files) {
    const h = header(f)
    out.set(h, at)
    out.set(fileBytes(f, bundleId), at + h.length)
    at += h.length + f.size
  }
  return out
}

export const indexBytes = (files: BundleFile[]) =>
  encoder.encode(files.map((f) => f.name).join('\n'))

export const oneFileBytes = fileBytes

/** A file's length: its size, or the id's for bundle_id.txt. */
export const fileSize = (file: BundleFile, bundleId: string) =>
  file.name === 'bundle_id.txt' ? encoder.encode(bundleId).length : file.size

/** `bytes=a-b` | `bytes=a-` | `bytes=-n` over `len` bytes: [start, end] inclusive. */
export function parseRange(header: string, len: number): [number, number] | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return 'unsatisfiable'
  const [, a = '', b = ''] = m
  if (a === '') {
    const n = Math.min(Number(b), len)
    return n === 0 ? 'unsatisfiable' : [len - n, len - 1]
  }
  const start = Number(a)
  const end = b === '' ? len - 1 : Math.min(Number(b), len - 1)
  return start >= len || end < start ? 'unsatisfiable' : [start, end]
}

/**
 * The body in chunks, a little apart when the mock has a delay, so a client sees a large
 * download arrive over time as it would from a rack.
 */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0
  const pause = config.delay === 0 ? 0 : 40
  return new ReadableStream({
    async pull(controller) {
      if (at >= bytes.length) return controller.close()
      if (pause && at > 0) await new Promise((r) => setTimeout(r, pause))
      controller.enqueue(bytes.slice(at, at + CHUNK))
      at += CHUNK
    },
  })
}

/**
 * The answer to a GET or HEAD of `length` bytes, honouring the request's Range; the bytes are
 * made only for a GET.
 */
export function bytesResponse(
  request: Request,
  length: number,
  make: () => Uint8Array,
  type: string,
): Response {
  const head = request.method === 'HEAD'
  const rangeHeader = request.headers.get('range')
  const headers = new Headers({ 'content-type': type, 'accept-ranges': 'bytes' })
  // Nexus reads the header as text first: one that is not is its 400
  if (rangeHeader !== null && /[^\x20-\x7e]/.test(rangeHeader))
    return errorResponse(400, 'InvalidRequest', 'Failed to parse range request header')
  if (rangeHeader && !head) {
    const range = parseRange(rangeHeader, length)
    if (range === 'unsatisfiable') return internalError()
    const [start, end] = range
    headers.set('content-length', String(end - start + 1))
    headers.set('content-range', `bytes ${start}-${end}/${length}`)
    return new Response(streamOf(make().slice(start, end + 1)), { status: 206, headers })
  }
  headers.set('content-length', String(length))
  return new Response(head ? null : streamOf(make()), { status: 200, headers })
}
