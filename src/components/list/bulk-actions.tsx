import type { Touches } from '~/api/change'
import { confirmAction } from '../confirm-action'
import { bulkRuns } from './bulk-engine'
import type { Skipped } from './bulk-run'

/**
 * What a resource offers for many rows at once. A list page passes its resource's actions
 * (`src/resources/<resource>/actions.ts`) to QueryTable, which adds the selection column and
 * the bar; a new resource declares its own and gets the rest.
 */
export type BulkAction<T> = {
  /** The button, e.g. 'Stop'. */
  label: string
  /** The run's name: confirmation title, progress and toast, e.g. 'Stop instances'. */
  title: string
  /** Why this row may not take the action (its state, the user's role); undefined if it may. */
  refuse?: (row: T) => string | undefined
  /** The one call for one row. */
  run: (row: T) => Promise<unknown>
  /** What the calls make stale; refreshed once the run settles. */
  touches: Touches
  danger?: boolean
  /** What the confirmation warns of, e.g. 'This cannot be undone.' */
  warning?: string
}

/** The action's own warning; a destructive one without it at least says it cannot be undone. */
const warningOf = (action: { danger?: boolean; warning?: string }) =>
  action.warning ?? (action.danger ? 'This cannot be undone.' : undefined)

type Named = { id: string; name?: string }
export const nameOf = (row: Named) => row.name ?? row.id

/** Which selected rows the action applies to, and the others with the reason. */
export function planBulk<T extends Named>(action: BulkAction<T>, rows: T[]) {
  const take: T[] = []
  const skipped: Skipped[] = []
  for (const row of rows) {
    const reason = action.refuse?.(row)
    if (reason) skipped.push({ id: row.id, name: nameOf(row), reason })
    else take.push(row)
  }
  return { take, skipped }
}

const SHOWN_NAMES = 8
const names = (list: string[]) =>
  list.length <= SHOWN_NAMES
    ? list.join(', ')
    : `${list.slice(0, SHOWN_NAMES).join(', ')} and ${list.length - SHOWN_NAMES} more`

/** Skipped rows grouped by reason, each with its names. */
function byReason(skipped: Skipped[]) {
  const groups = new Map<string, string[]>()
  for (const s of skipped) groups.set(s.reason, [...(groups.get(s.reason) ?? []), s.name])
  return [...groups]
}

/**
 * Ask before acting on many rows: what will be done to which, and what is skipped and why.
 * Confirming starts the run, which carries on in the store; the dialog closes at once.
 */
export function confirmBulk<T extends Named>(
  action: BulkAction<T>,
  rows: T[],
  opts: { scope: string; noun: string; onStart?: () => void },
) {
  const { take, skipped } = planBulk(action, rows)
  // `instances` -> `1 instance`; the nouns are the lists' labels, all regular plurals
  const count = `${take.length} ${take.length === 1 ? opts.noun.replace(/s$/, '') : opts.noun}`
  confirmAction({
    title: action.title,
    confirmLabel: `${action.label} ${count}`,
    danger: action.danger,
    touches: [],
    // phrasing content only: the modal reads it as its description, a <p>
    content: (
      <span className="flex flex-col gap-3">
        <span>
          {action.label} {count}:{' '}
          <strong className="text-default">{names(take.map(nameOf))}</strong>?
          {warningOf(action) && ` ${warningOf(action)}`}
        </span>
        {skipped.length > 0 && (
          <span className="flex flex-col gap-1">
            <span>Skipped ({skipped.length}):</span>
            {byReason(skipped).map(([reason, list]) => (
              <span key={reason} className="block pl-3">
                {names(list)}: {reason}
              </span>
            ))}
          </span>
        )}
      </span>
    ),
    run: async () => {
      opts.onStart?.()
      bulkRuns.start({
        scope: opts.scope,
        title: action.title,
        jobs: take.map((row) => ({ id: row.id, name: nameOf(row), run: () => action.run(row) })),
        skipped,
        touches: action.touches,
      })
    },
  })
}
