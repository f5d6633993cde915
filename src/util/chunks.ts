import { GiB, KiB, round2 } from './units'

/**
 * The pieces of a file upload through the disk import calls, kept pure so they can be tested
 * without a browser: where each chunk starts and ends, whether it holds anything, its wire
 * form, and how fast the whole is going.
 */

/**
 * The most one bulk write may carry: the Crucible pantry takes 512 KiB at a time. A multiple of
 * every block size (512, 2048, 4096), so each chunk starts on a block.
 */
export const CHUNK_BYTES = 512 * KiB

/** How many chunks a file of `size` bytes is read in. */
export const chunkCount = (size: number) => Math.ceil(size / CHUNK_BYTES)

/** The byte range [start, end) of chunk `i` of a file of `size` bytes. */
export function chunkRange(i: number, size: number): [number, number] {
  const start = i * CHUNK_BYTES
  return [start, Math.min(start + CHUNK_BYTES, size)]
}

/** The disk an image of `size` bytes is imported into: whole GiB, at least one. */
export const importDiskSize = (size: number) => Math.max(1, Math.ceil(size / GiB)) * GiB

/**
 * True when every byte is zero. A new disk reads as zeros, so such a chunk need not be sent;
 * disk images are often mostly empty. Eight bytes at a time where the buffer allows it.
 */
export function isAllZeros(bytes: Uint8Array): boolean {
  const aligned = bytes.byteOffset % 8 === 0 ? Math.floor(bytes.byteLength / 8) : 0
  if (aligned > 0) {
    const words = new BigUint64Array(bytes.buffer, bytes.byteOffset, aligned)
    for (const w of words) if (w !== 0n) return false
  }
  for (let i = aligned * 8; i < bytes.byteLength; i++) if (bytes[i] !== 0) return false
  return true
}

/**
 * The bytes padded with zeros to a whole number of blocks: the pantry refuses a write whose
 * length is not a multiple of the disk's block size, and the last chunk of a file may end
 * mid-block. The padding is what the disk holds there anyway.
 */
export function padToBlock(bytes: Uint8Array, blockSize: number): Uint8Array {
  const rest = bytes.byteLength % blockSize
  if (rest === 0) return bytes
  const padded = new Uint8Array(bytes.byteLength + blockSize - rest)
  padded.set(bytes)
  return padded
}

type WithBase64 = Uint8Array & { toBase64?: () => string }

/** Standard base64 with padding, as the API decodes it. The engine's own where there is one. */
export function toBase64(bytes: Uint8Array): string {
  const native = (bytes as WithBase64).toBase64
  if (native) return native.call(bytes)
  let binary = ''
  for (let i = 0; i < bytes.byteLength; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Throughput over the last `windowMs`, so the rate and the time left follow a change of pace
 * (a slow start, a retry) instead of averaging it away. `add` records bytes done at a time.
 */
export class RateMeter {
  private samples: { at: number; bytes: number }[] = []
  constructor(private readonly windowMs = 5000) {}

  add(at: number, bytes: number) {
    this.samples.push({ at, bytes })
    const from = at - this.windowMs
    while (this.samples.length > 2 && (this.samples[1]?.at ?? at) <= from) this.samples.shift()
  }

  /** Bytes per second, or undefined before there is enough to tell. */
  rate(now: number): number | undefined {
    const first = this.samples[0]
    if (!first || now - first.at < 250) return undefined
    const bytes = this.samples.reduce((sum, s, i) => (i === 0 ? sum : sum + s.bytes), 0)
    return (bytes * 1000) / (now - first.at)
  }
}

/** `12.3 MiB/s` */
export function formatRate(bytesPerSecond: number): string {
  const mib = bytesPerSecond / (1024 * KiB)
  return mib >= 1 ? `${round2(mib)} MiB/s` : `${round2(bytesPerSecond / KiB)} KiB/s`
}

/** Seconds as the user reads a time left: `8 s`, `2 min 5 s`, `1 h 4 min`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds))
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`
  const h = Math.floor(m / 60)
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`
}
