import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { CheckIcon, ErrorIcon } from '~/ui/icons'
import { ProgressBar } from '~/ui/progress-bar'
import { Spinner } from '~/ui/spinner'
import { formatDuration, formatRate } from '~/util/chunks'
import { formatBytes } from '~/util/units'
import type { Progress } from './upload-run'
import { STEPS, type StepId, type StepState, stepLabel } from './upload-steps'

const STATE_TEXT: Record<StepState, string> = {
  waiting: 'waiting',
  running: 'in progress',
  done: 'done',
  failed: 'failed',
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'running') return <Spinner className="text-accent" />
  if (state === 'done') return <CheckIcon className="text-accent" />
  if (state === 'failed') return <ErrorIcon className="text-danger-fg" />
  return <span aria-hidden className="m-1 size-2 rounded-full bg-line-strong" />
}

/** Bytes, percent, throughput and time left of the file's own step. */
function Transfer({ p }: { p: Progress }) {
  const percent = p.total ? Math.floor((p.done / p.total) * 100) : 100
  const left = p.rate && p.done < p.total ? (p.total - p.done) / p.rate : undefined
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <ProgressBar percent={percent} label="Upload progress" />
      <p className="flex flex-wrap justify-between gap-x-3 font-mono text-xs text-secondary">
        <span>
          {formatBytes(p.done)} of {formatBytes(p.total)} ({percent}%)
        </span>
        {p.rate !== undefined && p.phase === 'running' && (
          <span>
            {formatRate(p.rate)}
            {left !== undefined && `, about ${formatDuration(left)} left`}
          </span>
        )}
      </p>
      {(p.skipped > 0 || p.retries > 0) && (
        <p className="text-xs text-secondary">
          {p.skipped > 0 && `${formatBytes(p.skipped)} of zeros skipped. `}
          {p.retries > 0 &&
            `${p.retries} ${p.retries === 1 ? 'retry' : 'retries'} after a failed chunk.`}
        </p>
      )}
    </div>
  )
}

/** One sentence for the live region: what is happening now, or how it ended. */
function statusOf(p: Progress): string {
  if (p.phase === 'cancelling') return 'Cancelling the upload: deleting the temporary disk…'
  if (p.phase === 'cancelled') return ['Upload cancelled.', p.outcome].filter(Boolean).join(' ')
  if (p.phase === 'done') return 'Image uploaded.'
  const failed = STEPS.find((s) => p.steps[s.id] === 'failed')
  if (p.phase === 'failed') return `${failed ? stepLabel(failed.id) : 'The upload'} failed.`
  const running = STEPS.find((s) => p.steps[s.id] === 'running')
  return running ? `${running.label}…` : ''
}

/**
 * The upload's steps as they run (issue 12), with the file's transfer under its step, and a way
 * to cancel until the image exists. Each step's state is in its text too, not in its icon only.
 */
export function UploadProgress({
  progress: p,
  onCancel,
}: {
  progress: Progress
  onCancel: () => void
}) {
  const cancellable = p.phase === 'running' && !p.committed
  return (
    <section aria-labelledby="upload-progress" className="rounded-lg border border-line bg-raise">
      <h3 id="upload-progress" className="border-b border-line px-4 py-2.5 font-semibold">
        Upload progress
      </h3>
      <ol className="flex flex-col">
        {STEPS.map(({ id, label }: { id: StepId; label: string }) => (
          <li
            key={id}
            className={cn(
              'flex gap-2.5 border-b border-line px-4 py-2 last:border-b-0',
              p.steps[id] === 'failed' && 'text-danger-fg',
              p.steps[id] === 'waiting' && 'text-tertiary',
            )}
          >
            <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center">
              <StepIcon state={p.steps[id]} />
            </span>
            <div className="min-w-0 flex-1">
              <span>{label}</span>
              <span className="sr-only">: {STATE_TEXT[p.steps[id]]}</span>
              {id === 'upload' && p.steps.upload !== 'waiting' && <Transfer p={p} />}
            </div>
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-3 border-t border-line px-4 py-2.5">
        <p role="status" className="min-w-0 flex-1 text-secondary">
          {statusOf(p)}
        </p>
        {cancellable && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </div>
    </section>
  )
}
