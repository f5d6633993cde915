import type { Op } from '~/api/client'
import { isApiError } from '~/api/errors'
import type { OpData, OpParams } from '~/api/query'

/**
 * The steps of an image upload, in order, with the words the progress list and a failure use
 * for them. The last two clean up after a success; a failure or a cancel cleans up on its own
 * (upload-cleanup.ts).
 */
export const STEPS = [
  { id: 'createDisk', label: 'Create temporary disk' },
  { id: 'startImport', label: 'Put disk in import mode' },
  { id: 'upload', label: 'Upload image file' },
  { id: 'stopImport', label: 'Take disk out of import mode' },
  { id: 'finalize', label: 'Finalize disk and snapshot it' },
  { id: 'createImage', label: 'Create image' },
  { id: 'deleteDisk', label: 'Delete temporary disk' },
  { id: 'deleteSnapshot', label: 'Delete temporary snapshot' },
] as const

export type StepId = (typeof STEPS)[number]['id']
export type StepState = 'waiting' | 'running' | 'done' | 'failed'

export const stepLabel = (id: StepId) => STEPS.find((s) => s.id === id)?.label ?? id

/** `call`'s shape: the upload takes it as a parameter, so its tests can answer in its place. */
export type Caller = <O extends Op>(
  op: O,
  params: OpParams<O>,
  signal?: AbortSignal,
) => Promise<OpData<O>>

/** A step failed: the message names it, then says what the cleanup did. */
export class UploadError extends Error {
  constructor(
    readonly step: StepId,
    message: string,
  ) {
    super(message)
    this.name = 'UploadError'
  }
}

/** Thrown inside the run when the user cancelled; the run then cleans up and resolves null. */
export class Cancelled extends Error {
  constructor() {
    super('Upload cancelled')
    this.name = 'Cancelled'
  }
}

/** Failures worth another try: no answer at all, too many requests, the server's 5xx. */
export const isTransient = (e: unknown) =>
  isApiError(e) && (e.status === 0 || e.status === 429 || e.status >= 500)

export type RetryOptions = {
  /** tries after the first */
  retries: number
  /** the wait before the first retry; each further one waits twice as long */
  backoffMs: number
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  onRetry?: () => void
  signal?: AbortSignal
}

/** `fn`, tried again with backoff while it fails transiently; other failures at once. */
export async function withRetries<T>(fn: () => Promise<T>, o: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn()
    } catch (e) {
      if (o.signal?.aborted) throw new Cancelled()
      if (attempt >= o.retries || !isTransient(e)) throw e
      o.onRetry?.()
      await o.sleep(o.backoffMs * 2 ** attempt, o.signal)
    }
  }
}

/** A wait that a cancel cuts short. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

export const is404 = (e: unknown) => isApiError(e) && e.status === 404
