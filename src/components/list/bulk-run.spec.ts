import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { type BulkJob, type BulkRun, countOf, createBulkRuns } from './bulk-run'

/** A call that settles when the test says so, counting how many are in flight. */
function gate() {
  let inFlight = 0
  let most = 0
  const pending: (() => void)[] = []
  const call = (fail?: Error) => () => {
    inFlight++
    most = Math.max(most, inFlight)
    return new Promise<void>((resolve, reject) => {
      pending.push(() => {
        inFlight--
        if (fail) reject(fail)
        else resolve()
      })
    })
  }
  return {
    call,
    most: () => most,
    inFlight: () => inFlight,
    /** settle everything in flight, then let the store start the next calls */
    async flush() {
      while (pending.length) {
        for (const p of pending.splice(0)) p()
        await new Promise((r) => setTimeout(r))
      }
    },
  }
}

const setup = (concurrency?: number) => {
  const invalidate = vi.fn(async () => {})
  const reports: BulkRun[] = []
  const store = createBulkRuns({ invalidate, report: (r) => reports.push(r), concurrency })
  return { store, invalidate, reports }
}

const jobs = (n: number, run: (i: number) => () => Promise<unknown>): BulkJob[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `inst-${i}`, run: run(i) }))

describe('bulk runs', () => {
  it('runs at most `concurrency` calls at a time and finishes every item', async () => {
    const { store, invalidate, reports } = setup(4)
    const g = gate()
    const { settled } = store.start({
      scope: 'list',
      title: 'Stop instances',
      jobs: jobs(10, () => g.call()),
      touches: ['instanceList'],
    })
    await new Promise((r) => setTimeout(r))
    expect(g.inFlight()).toBe(4)
    const [run] = store.snapshot()
    expect(countOf(run!, 'running')).toBe(4)
    expect(countOf(run!, 'queued')).toBe(6)
    await g.flush()
    await settled
    expect(g.most()).toBe(4)
    const done = store.snapshot()[0]!
    expect(done.finished).toBe(true)
    expect(countOf(done, 'done')).toBe(10)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith(['instanceList'])
    expect(reports).toHaveLength(1)
  })

  it('records each failure with its message and request id, and still finishes the rest', async () => {
    const { store, reports } = setup(2)
    const refused = new ApiError({
      message: 'Instance is in state stopped but it must be running',
      status: 409,
      op: 'instanceStop',
      requestId: 'req-42',
    })
    const { settled } = store.start({
      scope: 'list',
      title: 'Stop instances',
      jobs: jobs(5, (i) => (i === 1 ? () => Promise.reject(refused) : () => Promise.resolve())),
      touches: ['instanceList'],
    })
    await settled
    const run = store.snapshot()[0]!
    expect(countOf(run, 'done')).toBe(4)
    expect(run.items[1]).toEqual({
      id: 'id-1',
      name: 'inst-1',
      status: 'failed',
      message: 'Instance is in state stopped but it must be running',
      requestId: 'req-42',
    })
    expect(reports[0]?.finished).toBe(true)
  })

  it('retries only the failed items, and refreshes again after the retry', async () => {
    const { store, invalidate, reports } = setup()
    const calls = new Map<string, number>()
    let flaky = true
    const { key, settled } = store.start({
      scope: 'list',
      title: 'Delete instances',
      jobs: jobs(3, (i) => async () => {
        calls.set(`id-${i}`, (calls.get(`id-${i}`) ?? 0) + 1)
        if (i === 2 && flaky) throw new Error('Internal Server Error')
      }),
      touches: ['instanceList'],
    })
    await settled
    expect(countOf(store.snapshot()[0]!, 'failed')).toBe(1)
    flaky = false
    await store.retry(key)
    const run = store.snapshot()[0]!
    expect(countOf(run, 'done')).toBe(3)
    expect(run.finished).toBe(true)
    expect(Object.fromEntries(calls)).toEqual({ 'id-0': 1, 'id-1': 1, 'id-2': 2 })
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(reports).toHaveLength(2)
  })

  it('refreshes nothing when nothing succeeded, and keeps skipped items for the report', async () => {
    const { store, invalidate } = setup()
    const { settled } = store.start({
      scope: 'list',
      title: 'Stop instances',
      jobs: jobs(1, () => () => Promise.reject(new Error('nope'))),
      skipped: [{ id: 'x', name: 'inst-x', reason: 'Only available when running' }],
      touches: ['instanceList'],
    })
    await settled
    expect(invalidate).not.toHaveBeenCalled()
    expect(store.snapshot()[0]?.skipped).toHaveLength(1)
  })

  it('tells subscribers of every change, and forgets a dismissed run once it has settled', async () => {
    const { store } = setup()
    const seen = vi.fn()
    const off = store.subscribe(seen)
    const g = gate()
    const { key, settled } = store.start({
      scope: 'list',
      title: 'Stop instances',
      jobs: jobs(1, () => g.call()),
      touches: [],
    })
    store.dismiss(key) // still running: stays
    expect(store.snapshot()).toHaveLength(1)
    await g.flush()
    await settled
    store.dismiss(key)
    expect(store.snapshot()).toHaveLength(0)
    expect(seen.mock.calls.length).toBeGreaterThanOrEqual(4)
    off()
  })
})
