import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { percentOf } from '~/util/read-progress'
import { formatBytes } from '~/util/units'
import type { DownloadState } from './use-download'

/** How far the download is, with Cancel; then what came of it. Announced politely. */
export function DownloadProgress({
  state,
  onCancel,
}: {
  state: DownloadState
  onCancel: () => void
}) {
  if (state.phase === 'idle') return null
  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {state.phase === 'running' && <Running state={state} onCancel={onCancel} />}
      {state.phase === 'done' && (
        <Message variant="info" title={`Downloaded ${state.name}`}>
          {formatBytes(state.size)} saved by your browser.
        </Message>
      )}
      {state.phase === 'cancelled' && (
        <Message variant="notice" title="Download cancelled">
          {state.name} was not saved.
        </Message>
      )}
      {state.phase === 'error' && (
        <Message variant="error" title={`Could not download ${state.name}`}>
          {state.message}
        </Message>
      )}
    </div>
  )
}

function Running({
  state,
  onCancel,
}: {
  state: Extract<DownloadState, { phase: 'running' }>
  onCancel: () => void
}) {
  const { received, total } = state.progress
  const percent = percentOf(state.progress)
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-raise px-4 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <span className="text-sm">
          Downloading <span className="font-mono break-all">{state.name}</span>
        </span>
        <progress
          className="h-2 w-full accent-accent"
          aria-label={`Downloading ${state.name}`}
          max={total ?? undefined}
          value={total ? received : undefined}
        />
        <span className="font-mono text-xs text-secondary">
          {formatBytes(received)}
          {total ? ` of ${formatBytes(total)}` : ''}
          {percent !== null ? ` (${percent}%)` : ''}
        </span>
      </div>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel download
      </Button>
    </div>
  )
}
