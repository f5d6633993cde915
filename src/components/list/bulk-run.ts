import type { Touches } from '~/api/change'
import { errorMessage, isApiError } from '~/api/errors'

/**
 * Bulk runs: one action over many rows (stop 40 instances), a few calls at a time. The runs
 * live in a module-level store, not in a component, so work in flight carries on when the user
 * leaves the list, and the list shows its progress again on return (`useBulkRuns(scope)`).
 * When a run settles, what it touched is refreshed once and a toast reports the outcome
 * wherever the user is.
 */
export const BULK_CONCURRENCY = 4

export type ItemOutcome =
  | { status: 'queued' | 'running' | 'done' }
  | { status: 'failed'; message: string; requestId?: string }

export type RunItem = { id: string; name: string } & ItemOutcome

export type Skipped = { id: string; name: string; reason: string }

export type BulkRun = {
  key: number
  /** The list it belongs to: its progress shows there. */
  scope: string
  /** The action's name, e.g. 'Stop instances'. */
  title: string
  items: readonly RunItem[]
  skipped: readonly Skipped[]
  finished: boolean
}

export type BulkJob = { id: string; name: string; run: () => Promise<unknown> }

export type StartOptions = {
  scope: string
  title: string
  jobs: BulkJob[]
  skipped?: Skipped[]
  touches: Touches
}

type Deps = {
  /** Refresh what a settled run touched. */
  invalidate: (touches: Touches) => Promise<unknown>
  /** Tell the user a run settled (a toast). */
  report: (run: BulkRun) => void
  /** Hand every new snapshot on (to the store the lists read, bulk-store.ts). */
  publish?: (runs: readonly BulkRun[]) => void
  concurrency?: number
}

export const countOf = (run: Pick<BulkRun, 'items'>, status: ItemOutcome['status']) =>
  run.items.reduce((n, i) => (i.status === status ? n + 1 : n), 0)

export function createBulkRuns({
  invalidate,
  report,
  publish,
  concurrency = BULK_CONCURRENCY,
}: Deps) {
  let runs: readonly BulkRun[] = []
  let keys = 0
  const listeners = new Set<() => void>()
  // what a run needs beyond its snapshot: the calls, and what they touch
  const work = new Map<number, { jobs: Map<string, BulkJob>; touches: Touches }>()

  const emit = () => {
    publish?.(runs)
    for (const l of listeners) l()
  }
  const find = (key: number) => runs.find((r) => r.key === key)
  const update = (key: number, change: (run: BulkRun) => BulkRun) => {
    runs = runs.map((r) => (r.key === key ? change(r) : r))
    emit()
  }
  const setItem = (key: number, index: number, outcome: ItemOutcome) =>
    update(key, (r) => {
      const items = r.items.slice()
      const item = items[index]
      if (item) items[index] = { id: item.id, name: item.name, ...outcome }
      return { ...r, items }
    })

  /** Work through the queued items of a run, `concurrency` at a time, then settle it. */
  async function pump(key: number, queue: number[]) {
    const w = work.get(key)
    if (!w) return
    const worker = async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const item = find(key)?.items[index]
        const job = item && w.jobs.get(item.id)
        if (!job) continue
        setItem(key, index, { status: 'running' })
        try {
          await job.run()
          setItem(key, index, { status: 'done' })
        } catch (e) {
          setItem(key, index, {
            status: 'failed',
            message: errorMessage(e),
            ...(isApiError(e) && e.requestId && { requestId: e.requestId }),
          })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker))
    const run = find(key)
    if (!run) return
    if (countOf(run, 'done') > 0) {
      try {
        await invalidate(w.touches)
      } catch {
        // a failed refresh leaves the old answers on screen; the run's outcome stands
      }
    }
    update(key, (r) => ({ ...r, finished: true }))
    const settled = find(key)
    if (settled) report(settled)
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** The runs, oldest first; a new array whenever anything changes. */
    snapshot: () => runs,

    /** Start a run; resolves when it has settled (callers need not wait). */
    start({ scope, title, jobs, skipped = [], touches }: StartOptions) {
      const key = ++keys
      work.set(key, { jobs: new Map(jobs.map((j) => [j.id, j])), touches })
      const items = jobs.map((j): RunItem => ({ id: j.id, name: j.name, status: 'queued' }))
      runs = [...runs, { key, scope, title, items, skipped, finished: jobs.length === 0 }]
      emit()
      return {
        key,
        settled: pump(
          key,
          jobs.map((_, i) => i),
        ),
      }
    },

    /** Run the failed items of a settled run again. */
    retry(key: number) {
      const run = find(key)
      if (!run?.finished) return Promise.resolve()
      const queue = run.items.flatMap((item, i) => (item.status === 'failed' ? [i] : []))
      if (queue.length === 0) return Promise.resolve()
      update(key, (r) => ({
        ...r,
        finished: false,
        items: r.items.map((item) =>
          item.status === 'failed' ? { id: item.id, name: item.name, status: 'queued' } : item,
        ),
      }))
      return pump(key, queue)
    },

    /** Forget a settled run. */
    dismiss(key: number) {
      if (!find(key)?.finished) return
      work.delete(key)
      runs = runs.filter((r) => r.key !== key)
      emit()
    },
  }
}

export type BulkRuns = ReturnType<typeof createBulkRuns>
