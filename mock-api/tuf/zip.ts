/**
 * Just enough of the zip format for a release repository (tufaceous writes one file per
 * metadata role and target, stored or deflated): the central directory read as rawzip reads it,
 * and a writer for the tests' archives. Web APIs only (DecompressionStream), so the same code
 * runs in the browser's service worker and in Node.
 */

export type ZipEntry = { name: string; method: number; data: Uint8Array; size: number }

/** A broken archive, in rawzip's words (tufaceous wraps them; `repo.ts` adds its text). */
export class ZipError extends Error {
  constructor(
    readonly stage: 'eocd' | 'cdfh' | 'local',
    message: string,
  ) {
    super(message)
  }
}

const EOCD = 0x06054b50
const CDFH = 0x02014b50
const LOCAL = 0x04034b50

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength)

/** The archive's entries by name, from its central directory (the local headers are checked). */
export function readZip(bytes: Uint8Array): Map<string, ZipEntry> {
  const v = view(bytes)
  // the end record is the last 22 bytes, or earlier by the length of a comment (at most 64 KiB)
  let eocd = -1
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (v.getUint32(at, true) === EOCD) {
      eocd = at
      break
    }
  }
  if (eocd < 0) throw new ZipError('eocd', 'Missing end of central directory')
  const count = v.getUint16(eocd + 10, true)
  const cdSize = v.getUint32(eocd + 12, true)
  let at = v.getUint32(eocd + 16, true)
  if (at + cdSize > eocd) throw new ZipError('eocd', 'Invalid end of central directory')
  const decoder = new TextDecoder()
  const entries = new Map<string, ZipEntry>()
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || v.getUint32(at, true) !== CDFH)
      throw new ZipError(
        'cdfh',
        signatureText(CDFH, at + 4 <= bytes.length ? v.getUint32(at, true) : 0),
      )
    const method = v.getUint16(at + 10, true)
    const compressed = v.getUint32(at + 20, true)
    const size = v.getUint32(at + 24, true)
    const nameLength = v.getUint16(at + 28, true)
    const extra = v.getUint16(at + 30, true)
    const comment = v.getUint16(at + 32, true)
    const local = v.getUint32(at + 42, true)
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
    at += 46 + nameLength + extra + comment
    if (local + 30 > bytes.length || v.getUint32(local, true) !== LOCAL)
      throw new ZipError(
        'local',
        signatureText(LOCAL, local + 4 <= bytes.length ? v.getUint32(local, true) : 0),
      )
    const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true)
    if (start + compressed > bytes.length) throw new ZipError('local', 'Unexpected end of file')
    entries.set(name, { name, method, data: bytes.subarray(start, start + compressed), size })
  }
  return entries
}

const signatureText = (expected: number, actual: number) =>
  `Invalid signature: expected 0x${hex8(expected)}, got 0x${hex8(actual)}`
const hex8 = (n: number) => n.toString(16).padStart(8, '0')

/** Pipes bytes through a (de)compression stream, wherever the mock runs. */
async function through(data: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const piped = new Blob([data as BlobPart]).stream().pipeThrough(stream)
  return new Uint8Array(await new Response(piped).arrayBuffer())
}

/** An entry's bytes: stored as is, or deflated; other methods are refused as tufaceous does. */
export async function entryBytes(entry: ZipEntry): Promise<Uint8Array> {
  if (entry.method === 0) return entry.data
  if (entry.method === 8) return through(entry.data, new DecompressionStream('deflate-raw'))
  throw new Error(`unsupported compression method ${entry.method}`)
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Uint8Array) {
  let c = 0xffffffff
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/**
 * A zip archive of the given files, each deflated unless `stored` (as tufaceous's writer
 * chooses per file); a fixed date, so the same files make the same bytes.
 */
export async function writeZip(
  files: { name: string; data: Uint8Array; stored?: boolean }[],
): Promise<Uint8Array> {
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const file of files) {
    const name = encoder.encode(file.name)
    const body = file.stored
      ? file.data
      : await through(file.data, new CompressionStream('deflate-raw'))
    const method = file.stored ? 0 : 8
    const crc = crc32(file.data)
    const local = new Uint8Array(30 + name.length)
    const l = view(local)
    l.setUint32(0, LOCAL, true)
    l.setUint16(4, 20, true)
    l.setUint16(8, method, true)
    l.setUint16(12, 0x5821, true) // 2024-01-01
    l.setUint32(14, crc, true)
    l.setUint32(18, body.length, true)
    l.setUint32(22, file.data.length, true)
    l.setUint16(26, name.length, true)
    local.set(name, 30)
    const entry = new Uint8Array(46 + name.length)
    const c = view(entry)
    c.setUint32(0, CDFH, true)
    c.setUint16(4, 20, true)
    c.setUint16(6, 20, true)
    c.setUint16(10, method, true)
    c.setUint16(14, 0x5821, true)
    c.setUint32(16, crc, true)
    c.setUint32(20, body.length, true)
    c.setUint32(24, file.data.length, true)
    c.setUint16(28, name.length, true)
    c.setUint32(42, offset, true)
    entry.set(name, 46)
    parts.push(local, body)
    central.push(entry)
    offset += local.length + body.length
  }
  const cdSize = central.reduce((n, e) => n + e.length, 0)
  const end = new Uint8Array(22)
  const e = view(end)
  e.setUint32(0, EOCD, true)
  e.setUint16(8, files.length, true)
  e.setUint16(10, files.length, true)
  e.setUint32(12, cdSize, true)
  e.setUint32(16, offset, true)
  const all = [...parts, ...central, end]
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of all) {
    out.set(p, at)
    at += p.length
  }
  return out
}
