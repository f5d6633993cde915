import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { groupDigits } from '~/util/units'
import { type BulkAction, confirmBulk, planBulk } from './bulk-actions'
import { bulkRuns } from './bulk-engine'
import { type BulkRun, countOf, type RunItem } from './bulk-run'

type Named = { id: string; name?: string }

/**
 * Above a table with rows selected: how many, the resource's bulk actions (each says how many
 * of the selection it applies to, and is disabled with the reason when it applies to none),
 * and a way to clear the selection.
 */
export function BulkBar<T extends Named>({
  actions,
  selected,
  scope,
  noun,
  onClear,
}: {
  actions: BulkAction<T>[]
  selected: T[]
  scope: string
  /** The rows' plural noun, e.g. 'instances'. */
  noun: string
  onClear: () => void
}) {
  if (selected.length === 0) return null
  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-accent-subtle/40 px-3 py-2"
    >
      <span className="mr-1 font-medium tabular-nums">{groupDigits(selected.length)} selected</span>
      {actions.map((action) => {
        const { take, skipped } = planBulk(action, selected)
        return (
          <Button
            key={action.label}
            size="sm"
            variant={action.danger ? 'danger' : 'secondary'}
            disabled={take.length === 0}
            disabledReason={skipped[0]?.reason}
            onClick={() => confirmBulk(action, selected, { scope, noun, onStart: onClear })}
          >
            {action.label}{' '}
            {take.length > 0 && take.length < selected.length && (
              <span className="tabular-nums opacity-80">({take.length})</span>
            )}
          </Button>
        )
      })}
      <Button size="sm" variant="ghost" onClick={onClear} className="ml-auto">
        Clear selection
      </Button>
    </section>
  )
}

const STATUS_TEXT: Record<RunItem['status'], string> = {
  queued: 'Waiting',
  running: 'Running…',
  done: 'Done',
  failed: 'Failed',
}

function ItemLine({ item }: { item: RunItem }) {
  return (
    <li className="flex flex-wrap gap-x-2">
      <span className="font-medium">{item.name}</span>
      <span
        className={cn(
          item.status === 'failed' && 'text-danger-fg',
          item.status === 'done' && 'text-accent-fg',
          (item.status === 'queued' || item.status === 'running') && 'text-secondary',
        )}
      >
        {STATUS_TEXT[item.status]}
        {item.status === 'failed' && `: ${item.message}`}
      </span>
      {item.status === 'failed' && item.requestId && (
        <span className="font-mono text-xs text-tertiary">request id {item.requestId}</span>
      )}
    </li>
  )
}

/** One run: progress, a result per item, retry of the failures, dismiss when settled. */
function RunPanel({ run }: { run: BulkRun }) {
  const total = run.items.length
  const done = countOf(run, 'done')
  const failed = countOf(run, 'failed')
  const settled = done + failed
  const summary = `${settled} of ${total} finished${failed ? `, ${failed} failed` : ''}`
  return (
    <section
      aria-label={`${run.title} progress`}
      className="mb-3 rounded-lg border border-line bg-raise px-3 py-2"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-medium">{run.title}</span>
        <progress
          aria-label={`${run.title}: ${summary}`}
          className="h-1.5 w-32 accent-accent"
          value={settled}
          max={total || 1}
        />
        <span role="status" className="text-secondary tabular-nums">
          {run.finished ? summary : `${summary}…`}
        </span>
        <span className="ml-auto flex gap-2">
          {run.finished && failed > 0 && (
            <Button size="sm" variant="secondary" onClick={() => bulkRuns.retry(run.key)}>
              Retry failed ({failed})
            </Button>
          )}
          {run.finished && (
            <Button size="sm" variant="ghost" onClick={() => bulkRuns.dismiss(run.key)}>
              Dismiss
            </Button>
          )}
        </span>
      </div>
      <details className="mt-1" open={total <= 10}>
        <summary className="cursor-pointer text-xs text-secondary">
          Results ({total}){run.skipped.length > 0 && `, ${run.skipped.length} skipped`}
        </summary>
        <ul className="mt-1 flex max-h-48 flex-col gap-0.5 overflow-auto text-xs">
          {run.items.map((item) => (
            <ItemLine key={item.id} item={item} />
          ))}
          {run.skipped.map((s) => (
            <li key={s.id} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{s.name}</span>
              <span className="text-secondary">Skipped: {s.reason}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}

/**
 * The runs started from this list, whether still running or settled. They live in the store,
 * so they are here again after the user leaves the list and comes back.
 */
export function RunPanels({ runs }: { runs: readonly BulkRun[] }) {
  return runs.map((run) => <RunPanel key={run.key} run={run} />)
}
