import { describe, expect, it } from 'vitest'
import { lengthOf, type Progress, percentOf, readWithProgress } from './read-progress'

const streamOf = (...chunks: number[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const n of chunks) c.enqueue(new Uint8Array(n))
      c.close()
    },
  })

describe('read with progress', () => {
  it('counts each chunk against the total and returns every byte', async () => {
    const seen: Progress[] = []
    const blob = await readWithProgress(streamOf(10, 20, 70), 100, (p) => seen.push(p))
    expect(seen.map((p) => p.received)).toEqual([10, 30, 100])
    expect(blob.size).toBe(100)
    expect(seen.map(percentOf)).toEqual([10, 30, 100])
  })

  it('reads the length header, and knows no percent without it', () => {
    expect(lengthOf('8388608')).toBe(8388608)
    expect(lengthOf(null)).toBeNull()
    expect(lengthOf('ten')).toBeNull()
    expect(percentOf({ received: 5, total: null })).toBeNull()
    expect(percentOf({ received: 120, total: 100 })).toBe(100)
  })
})
