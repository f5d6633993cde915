import { describe, expect, it } from 'vitest'
import {
  CHUNK_BYTES,
  chunkCount,
  chunkRange,
  formatDuration,
  formatRate,
  importDiskSize,
  isAllZeros,
  padToBlock,
  RateMeter,
  toBase64,
} from './chunks'
import { GiB, MiB } from './units'

describe('chunks of a file', () => {
  it('are 512 KiB, the last one shorter', () => {
    expect(chunkCount(0)).toBe(0)
    expect(chunkCount(1)).toBe(1)
    expect(chunkCount(CHUNK_BYTES)).toBe(1)
    expect(chunkCount(CHUNK_BYTES + 1)).toBe(2)
    expect(chunkRange(0, 3 * MiB)).toEqual([0, CHUNK_BYTES])
    expect(chunkRange(2, CHUNK_BYTES * 2 + 100)).toEqual([2 * CHUNK_BYTES, 2 * CHUNK_BYTES + 100])
  })

  it('go into a disk of whole GiB, at least one', () => {
    expect(importDiskSize(1)).toBe(GiB)
    expect(importDiskSize(GiB)).toBe(GiB)
    expect(importDiskSize(GiB + 1)).toBe(2 * GiB)
  })

  it('of zeros are recognised at any length and alignment', () => {
    expect(isAllZeros(new Uint8Array(CHUNK_BYTES))).toBe(true)
    expect(isAllZeros(new Uint8Array(0))).toBe(true)
    for (const at of [0, 7, 8, 1000, CHUNK_BYTES - 1]) {
      const bytes = new Uint8Array(CHUNK_BYTES)
      bytes[at] = 1
      expect(isAllZeros(bytes)).toBe(false)
    }
    // a view that does not start on 8 bytes, as a slice of a larger buffer may
    const odd = new Uint8Array(new ArrayBuffer(64), 3, 13)
    expect(isAllZeros(odd)).toBe(true)
    odd[12] = 9
    expect(isAllZeros(odd)).toBe(false)
  })

  it('are padded with zeros to whole blocks', () => {
    expect(padToBlock(new Uint8Array(1024), 512).byteLength).toBe(1024)
    const padded = padToBlock(new Uint8Array([1, 2, 3]), 512)
    expect(padded.byteLength).toBe(512)
    expect([...padded.slice(0, 4)]).toEqual([1, 2, 3, 0])
    expect(padToBlock(new Uint8Array(4097), 4096).byteLength).toBe(8192)
  })

  it('are sent as standard base64', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256)
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(toBase64(new Uint8Array([255, 254]))).toBe('//4=')
  })
})

describe('progress', () => {
  it('throughput follows the last few seconds', () => {
    const meter = new RateMeter(5000)
    meter.add(0, 0)
    expect(meter.rate(100)).toBeUndefined()
    meter.add(1000, 10 * MiB)
    expect(meter.rate(1000)).toBe(10 * MiB)
    // a slow patch: after the window the early pace no longer counts
    for (let t = 2000; t <= 10_000; t += 1000) meter.add(t, MiB)
    expect(meter.rate(10_000)).toBeCloseTo(MiB, -3)
  })

  it('reads as a rate and a time left', () => {
    expect(formatRate(12.345 * MiB)).toBe('12.35 MiB/s')
    expect(formatRate(300 * 1024)).toBe('300 KiB/s')
    expect(formatDuration(0.2)).toBe('1 s')
    expect(formatDuration(59)).toBe('59 s')
    expect(formatDuration(125)).toBe('2 min 5 s')
    expect(formatDuration(3600 + 240)).toBe('1 h 4 min')
  })
})
