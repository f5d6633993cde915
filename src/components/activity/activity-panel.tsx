import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { ACTIVITY_LIMIT, type ActivityEntry, activityLog } from '~/api/activity'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { DialogDescription } from '~/ui/dialog'
import { SideModal } from '~/ui/side-modal'
import { formatDuration, formatTime, operationLabel } from './activity-format'

/** The log, kept in step with this tab's changes and with other tabs of the same user. */
function useActivity() {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === activityLog.storageKey()) activityLog.reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return useSyncExternalStore(activityLog.subscribe, activityLog.entries, activityLog.entries)
}

function RequestId({ id }: { id: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span className="truncate font-mono" title={id}>
        {id}
      </span>
      <CopyButton text={id} label="Copy request id" />
    </span>
  )
}

function ErrorDetails({ entry, id }: { entry: ActivityEntry; id: string }) {
  const rows: [string, React.ReactNode][] = [
    ['Message', entry.message ?? 'Unknown error'],
    ['Error code', entry.errorCode ?? '—'],
    ['Status', entry.status === 0 ? 'No answer' : String(entry.status)],
    ['Request id', entry.requestId ? <RequestId key="id" id={entry.requestId} /> : '—'],
    [
      'Request',
      <span key="request" className="font-mono break-all">{`${entry.method} ${entry.path}`}</span>,
    ],
  ]
  return (
    <dl
      id={id}
      className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-danger-subtle/40 p-3 text-xs"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-secondary">{label}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const ok = entry.outcome === 'ok'
  const operation = operationLabel(entry.op)
  return (
    <li className="border-b border-line px-6 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium">{operation}</span>
        <Badge color={ok ? 'green' : 'red'}>{ok ? 'OK' : 'Error'}</Badge>
      </div>
      <p className="truncate font-mono text-xs" title={`${entry.method} ${entry.path}`}>
        {entry.target || entry.path}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-secondary">
        <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
        <span>{formatDuration(entry.durationMs)}</span>
        {ok && entry.requestId && <RequestId id={entry.requestId} />}
      </p>
      {!ok && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
            className="mt-1 text-xs font-medium text-danger-fg underline-offset-2 hover:underline"
          >
            {open ? 'Hide error' : 'Show error'}
            <span className="sr-only">: {operation}</span>
          </button>
          {open && <ErrorDetails entry={entry} id={detailsId} />}
        </>
      )}
    </li>
  )
}

/**
 * This console's own changes in this browser (`api/activity.ts` records them): a panel over
 * the right edge, newest first, each with its outcome; a failed one opens its error with what
 * support asks for (message, code, status, request id).
 */
export function ActivityPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const entries = useActivity()
  return (
    <SideModal
      open={open}
      title="Activity"
      onRequestClose={() => onOpenChange(false)}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={entries.length === 0}
            onClick={() => activityLog.clear()}
          >
            Clear
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </>
      }
    >
      <DialogDescription className="border-b border-line px-6 py-2 text-xs text-secondary">
        Changes made from this console in this browser, newest first. The last {ACTIVITY_LIMIT} are
        kept.
      </DialogDescription>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {entries.length === 0 ? (
          <p className="px-6 py-8 text-center text-secondary">
            No changes yet. What you create, change or delete shows up here.
          </p>
        ) : (
          <ol aria-label="Changes">
            {entries.map((e) => (
              <ActivityItem key={e.id} entry={e} />
            ))}
          </ol>
        )}
      </div>
    </SideModal>
  )
}
