import { getResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call } from '~/api/query'
import { CHUNK_BYTES } from '~/util/chunks'
import { configureMock } from '../../../mock-api/config'
import { resetDb } from '../../../mock-api/db'
import { allHandlers } from '../../../mock-api/handlers'
import { api } from '../../../mock-api/test-api'
import { planUpload } from './upload-plan'
import { UploadRun } from './upload-run'
import { UploadError } from './upload-steps'

/**
 * The upload through the app's own `call` and SDK, answered by the mock's handlers in place of
 * the network: what is sent is what a browser sends, and what is left is what the mock holds.
 */
const origin = 'http://mock.test'
let inFlight = 0
let mostInFlight = 0
let writes: { offset: number; bytes: number }[] = []

beforeEach(() => {
  // `call` logs each failed call; the failures here are the tests' own
  vi.spyOn(console, 'error').mockImplementation(() => {})
  configureMock({ delay: 0, chaos: 0, faults: [] })
  resetDb()
  inFlight = 0
  mostInFlight = 0
  writes = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const request = new Request(new URL(input, origin), init)
    const write = request.url.includes('/bulk-write?')
    if (write) {
      const body = await request.clone().json()
      writes.push({ offset: body.offset, bytes: atob(body.base64_encoded_data).length })
      mostInFlight = Math.max(mostInFlight, ++inFlight)
    }
    try {
      return await getResponse(allHandlers, request, { baseUrl: origin })
    } finally {
      if (write) inFlight--
    }
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  configureMock({ faults: [] })
})

/** A file of `chunks` chunks, every other one all zeros, the last one cut short mid-block. */
function file(chunks: number) {
  const bytes = new Uint8Array(chunks * CHUNK_BYTES - 100)
  for (let c = 0; c < chunks; c += 2) bytes.fill(7, c * CHUNK_BYTES, (c + 1) * CHUNK_BYTES)
  return new Blob([bytes])
}

const values = (blob: Blob) => ({
  name: 'uploaded',
  description: 'from a file',
  os: 'debian',
  version: '13',
  blockSize: '512' as const,
  file: blob,
})

const noWait = { sleep: async () => {}, emitMs: 0 }
const start = (blob: Blob, options = {}) =>
  new UploadRun(planUpload('web-frontend', values(blob)), call, { ...noWait, ...options })

/** Disks and snapshots of the project, by name: a temporary one left over is an orphan. */
async function leftovers() {
  const disks = (await api('GET', '/v1/disks?project=web-frontend&limit=1000')).body.items
  const snapshots = (await api('GET', '/v1/snapshots?project=web-frontend&limit=1000')).body.items
  return [...disks, ...snapshots]
    .map((r: { name: string }) => r.name)
    .filter((n: string) => n.includes('uploaded'))
}

describe('an image upload', () => {
  it('writes the chunks that hold data, makes the image and leaves nothing else', async () => {
    const run = start(file(7), { concurrency: 3 })
    const image = await run.run()
    expect(image).toMatchObject({ name: 'uploaded', os: 'debian', version: '13' })
    expect((await api('GET', '/v1/images/uploaded?project=web-frontend')).status).toBe(200)
    expect(await leftovers()).toEqual([])
    // chunks 0, 2, 4 and 6 hold data; the last, cut short, padded to a whole block
    expect(writes.map((w) => w.offset / CHUNK_BYTES).sort()).toEqual([0, 2, 4, 6])
    expect(writes.find((w) => w.offset === 6 * CHUNK_BYTES)?.bytes).toBe(CHUNK_BYTES)
    expect(mostInFlight).toBeLessThanOrEqual(3)
    const p = run.progress()
    expect(p).toMatchObject({ phase: 'done', done: p.total, skipped: 3 * CHUNK_BYTES })
    expect(Object.values(p.steps).every((s) => s === 'done')).toBe(true)
  })

  it('retries a chunk that fails for a moment, without starting over', async () => {
    configureMock({ faults: [{ op: 'diskBulkWriteImport', status: 503, times: 2 }] })
    const run = start(file(3), { concurrency: 1 })
    expect(await run.run()).not.toBeNull()
    expect(run.progress().retries).toBe(2)
    // chunk 0 tried three times, chunk 2 once: nothing sent twice after it was taken
    expect(writes.map((w) => w.offset / CHUNK_BYTES)).toEqual([0, 0, 0, 2])
  })

  it('gives up on a chunk the server refuses, names the step and cleans up', async () => {
    configureMock({ faults: [{ op: 'diskBulkWriteImport', status: 503, times: 9 }] })
    const run = start(file(3), { retries: 2 })
    const failure = await run.run().catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(UploadError)
    expect((failure as UploadError).step).toBe('upload')
    expect((failure as Error).message).toBe(
      'Upload image file failed: Service Unavailable (injected fault). The temporary disk was deleted.',
    )
    expect(run.progress()).toMatchObject({ phase: 'failed' })
    expect(run.progress().steps.upload).toBe('failed')
    expect(await leftovers()).toEqual([])
  })

  it('a step after the snapshot fails: the disk and the snapshot go', async () => {
    configureMock({ faults: [{ op: 'imageCreate', status: 500, times: 1 }] })
    const failure = await start(file(1))
      .run()
      .catch((e: unknown) => e)
    expect((failure as Error).message).toBe(
      'Create image failed: Internal Server Error (injected fault). The temporary disk and snapshot were deleted.',
    )
    expect(await leftovers()).toEqual([])
    expect((await api('GET', '/v1/images/uploaded?project=web-frontend')).status).toBe(404)
  })

  it('a cancel mid-way stops the writes and removes the disk', async () => {
    const run = start(file(40), { concurrency: 2 })
    const seen = new Promise<void>((resolve) =>
      run.subscribe(() => {
        if (run.progress().done > 0) resolve()
      }),
    )
    const result = run.run()
    await seen
    expect(run.cancel()).toBe(true)
    expect(await result).toBeNull()
    expect(run.progress().phase).toBe('cancelled')
    expect(run.progress().outcome).toBe('The temporary disk was deleted.')
    expect(writes.length).toBeLessThan(20)
    expect(await leftovers()).toEqual([])
  })
})
