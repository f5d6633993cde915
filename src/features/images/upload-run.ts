import type { Image } from '@oxide/api'
import { errorMessage } from '~/api/errors'
import type { Req } from '~/api/request'
import { chunkCount, chunkRange, isAllZeros, padToBlock, RateMeter, toBase64 } from '~/util/chunks'
import { removeLeftovers } from './upload-cleanup'
import {
  type Caller,
  Cancelled,
  type RetryOptions,
  STEPS,
  type StepId,
  type StepState,
  sleep,
  stepLabel,
  UploadError,
  withRetries,
} from './upload-steps'

/** What an upload sends: the requests its form planned (and reviewed), and what they name. */
export type UploadPlan = {
  project: string
  file: Blob
  blockSize: number
  disk: string
  snapshot: string
  image: { name: string; description: string; os: string; version: string }
  createDisk: Req<'diskCreate'>
  startImport: Req<'diskBulkWriteImportStart'>
  stopImport: Req<'diskBulkWriteImportStop'>
  finalize: Req<'diskFinalizeImport'>
}

export type Phase = 'running' | 'cancelling' | 'done' | 'failed' | 'cancelled'

/** What the progress panel shows; a new object whenever something changed. */
export type Progress = {
  phase: Phase
  steps: Record<StepId, StepState>
  total: number
  /** bytes of the file done: sent, or skipped as zeros */
  done: number
  skipped: number
  retries: number
  /** bytes per second lately, once known */
  rate?: number
  /** the image exists: a cancel no longer applies, the rest is cleaning up */
  committed: boolean
  /** after a failure or cancel: what the cleanup did, e.g. 'The temporary disk was deleted.' */
  outcome?: string
}

export type RunOptions = {
  /** chunks in flight at once; memory holds about this many chunks */
  concurrency: number
  retries: number
  backoffMs: number
  sleep: RetryOptions['sleep']
  now: () => number
  /** least time between two byte-progress updates */
  emitMs: number
}

const DEFAULTS: RunOptions = {
  concurrency: 4,
  retries: 3,
  backoffMs: 500,
  sleep,
  now: () => performance.now(),
  emitMs: 100,
}

const initialSteps = () =>
  Object.fromEntries(STEPS.map((s) => [s.id, 'waiting'])) as Record<StepId, StepState>

/**
 * One image upload (issue 12): create an import-ready disk, put it in import mode, write the
 * file to it chunk by chunk (base64, several in flight, all-zero chunks skipped, a failed chunk
 * retried with backoff), take it out of import mode, finalize it with a snapshot, make the
 * image from the snapshot, then delete the temporary disk and snapshot. Only the chunks in
 * flight are read (`Blob.slice`), so memory stays flat whatever the file's size.
 *
 * `run` resolves with the image, or null when cancelled; a failure rejects with an
 * UploadError naming the step. Either way, before it settles, whatever the upload made and
 * no longer needs is deleted. Progress is observable with `subscribe` / `progress`.
 */
export class UploadRun {
  private readonly o: RunOptions
  private readonly cancelled = new AbortController()
  private state: Progress
  private listeners = new Set<() => void>()
  private lastEmit = 0
  private readonly meter: RateMeter
  private diskSent = false
  private snapshotSent = false

  constructor(
    private readonly plan: UploadPlan,
    private readonly call: Caller,
    options: Partial<RunOptions> = {},
  ) {
    this.o = { ...DEFAULTS, ...options }
    this.meter = new RateMeter()
    this.state = {
      phase: 'running',
      steps: initialSteps(),
      total: plan.file.size,
      done: 0,
      skipped: 0,
      retries: 0,
      committed: false,
    }
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly progress = () => this.state

  private update(change: Partial<Progress>, throttle = false) {
    const now = this.o.now()
    this.state = { ...this.state, ...change }
    if (throttle && now - this.lastEmit < this.o.emitMs) return
    this.lastEmit = now
    this.state = { ...this.state, rate: this.meter.rate(now) }
    for (const l of this.listeners) l()
  }

  private setStep(id: StepId, s: StepState) {
    this.update({ steps: { ...this.state.steps, [id]: s } })
  }

  /** Stop as soon as possible and clean up; false once the image exists (too late). */
  cancel(): boolean {
    if (this.state.committed || this.state.phase !== 'running') return false
    this.cancelled.abort()
    this.update({ phase: 'cancelling' })
    return true
  }

  private retry<T>(fn: () => Promise<T>, signal?: AbortSignal) {
    return withRetries(fn, {
      retries: this.o.retries,
      backoffMs: this.o.backoffMs,
      sleep: this.o.sleep,
      signal,
      onRetry: () => this.update({ retries: this.state.retries + 1 }),
    })
  }

  private async step<T>(id: StepId, fn: () => Promise<T>): Promise<T> {
    if (this.cancelled.signal.aborted && !this.state.committed) throw new Cancelled()
    this.setStep(id, 'running')
    try {
      const result = await fn()
      this.setStep(id, 'done')
      return result
    } catch (e) {
      if (e instanceof Cancelled || this.cancelled.signal.aborted) throw new Cancelled()
      this.setStep(id, 'failed')
      throw new UploadError(id, `${stepLabel(id)} failed: ${errorMessage(e)}`)
    }
  }

  async run(): Promise<Image | null> {
    const { plan, call } = this
    const where = { path: { disk: plan.disk }, query: { project: plan.project } }
    let image: Image | undefined
    try {
      this.meter.add(this.o.now(), 0)
      this.diskSent = true
      await this.step('createDisk', () => call('diskCreate', plan.createDisk.params))
      await this.step('startImport', () =>
        call('diskBulkWriteImportStart', plan.startImport.params),
      )
      await this.step('upload', () => this.upload())
      await this.step('stopImport', () => call('diskBulkWriteImportStop', plan.stopImport.params))
      this.snapshotSent = true
      await this.step('finalize', () => call('diskFinalizeImport', plan.finalize.params))
      // from here on the upload finishes: a cancel would only throw the work away
      this.update({ committed: true })
      const made = await this.step('createImage', async () => {
        const query = { project: plan.project }
        const snapshot = await call('snapshotView', { path: { snapshot: plan.snapshot }, query })
        const source = { type: 'snapshot' as const, id: snapshot.id }
        return call('imageCreate', { query, body: { ...plan.image, source } })
      })
      image = made
      await this.step('deleteDisk', () => this.retry(() => call('diskDelete', where)))
      this.diskSent = false
      const snapshot = { path: { snapshot: plan.snapshot }, query: where.query }
      await this.step('deleteSnapshot', () => this.retry(() => call('snapshotDelete', snapshot)))
      this.snapshotSent = false
      this.update({ phase: 'done' })
      return made
    } catch (e) {
      const outcome = await this.cleanUp()
      if (e instanceof Cancelled) {
        this.update({ phase: 'cancelled', outcome })
        return null
      }
      const made = image ? `Image ${image.name} was created.` : ''
      const failure = `${(e as Error).message.replace(/\.$/, '')}.`
      const message = [failure, made, outcome].filter(Boolean).join(' ')
      this.update({ phase: 'failed', outcome })
      throw new UploadError(e instanceof UploadError ? e.step : 'createDisk', message)
    }
  }

  private cleanUp() {
    return removeLeftovers({
      call: this.call,
      project: this.plan.project,
      disk: this.diskSent ? this.plan.disk : null,
      snapshot: this.snapshotSent ? this.plan.snapshot : null,
      retry: (fn) => this.retry(fn),
    })
  }

  /** Chunks in order, `concurrency` at a time; the first failure stops the rest. */
  private async upload() {
    const n = chunkCount(this.plan.file.size)
    const stop = new AbortController()
    const onCancel = () => stop.abort()
    this.cancelled.signal.addEventListener('abort', onCancel)
    let next = 0
    // the failure that stopped the others (theirs are then only their abort)
    let first: { error: unknown } | undefined
    const worker = async () => {
      while (next < n && !stop.signal.aborted) {
        const i = next++
        try {
          await this.chunk(i, stop.signal)
        } catch (error) {
          first ??= { error }
          stop.abort()
        }
      }
    }
    const workers = Array.from({ length: Math.min(this.o.concurrency, n) }, worker)
    // every write has settled before the disk leaves import mode or is cleaned up
    await Promise.all(workers)
    this.cancelled.signal.removeEventListener('abort', onCancel)
    if (this.cancelled.signal.aborted) throw new Cancelled()
    if (first) throw first.error
    this.update({})
  }

  private async chunk(i: number, signal: AbortSignal) {
    const { file, blockSize, disk, project } = this.plan
    const [start, end] = chunkRange(i, file.size)
    const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer())
    const length = end - start
    if (isAllZeros(bytes)) {
      this.progressBy(length, true)
      return
    }
    const base64EncodedData = toBase64(padToBlock(bytes, blockSize))
    const params = {
      path: { disk },
      query: { project },
      body: { offset: start, base64EncodedData },
    }
    await this.retry(() => this.call('diskBulkWriteImport', params, signal), signal)
    this.progressBy(length, false)
  }

  private progressBy(bytes: number, skipped: boolean) {
    this.meter.add(this.o.now(), bytes)
    this.update(
      {
        done: this.state.done + bytes,
        skipped: this.state.skipped + (skipped ? bytes : 0),
      },
      true,
    )
  }
}
