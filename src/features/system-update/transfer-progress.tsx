import { Button } from '~/ui/button'
import { ProgressBar } from '~/ui/progress-bar'
import { percentOf } from '~/util/read-progress'
import { formatBytes } from '~/util/units'

/**
 * Where an upload is: bytes going up, all sent and the rack checking them, or cancelled. (A
 * refusal is no phase: the form's error summary shows it.)
 */
export type Transfer = {
  phase: 'sending' | 'checking' | 'cancelled'
  sent: number
  total: number
}

/** One sentence for the live region: not every percent, only what changes what to do. */
function statusOf(t: Transfer) {
  if (t.phase === 'cancelled')
    return 'Upload cancelled. The rack keeps a repository only once the whole archive has arrived; the list shows what it has.'
  if (t.phase === 'checking') return 'Archive sent. The rack is verifying the repository…'
  return `Uploading ${formatBytes(t.total)}…`
}

/**
 * The upload's bar (bytes sent of the file's size, and the percentage), its state in words for
 * screen readers (a polite live region), and Cancel upload while bytes are still going: once
 * all are sent the rack may already be storing the repository.
 */
export function TransferProgress({
  transfer: t,
  onCancel,
}: {
  transfer: Transfer
  onCancel: () => void
}) {
  const percent = percentOf({ received: t.sent, total: t.total }) ?? 100
  return (
    <section
      aria-labelledby="transfer-heading"
      className="flex flex-col gap-2 rounded-lg border border-line bg-raise px-4 py-3"
    >
      <h3 id="transfer-heading" className="font-semibold">
        Upload progress
      </h3>
      <ProgressBar percent={percent} label="Upload progress" />
      <p className="font-mono text-xs text-secondary">
        {formatBytes(t.sent)} of {formatBytes(t.total)} ({percent}%)
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="min-w-0 flex-1 text-secondary">
          {statusOf(t)}
        </p>
        {t.phase === 'sending' && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </div>
    </section>
  )
}
