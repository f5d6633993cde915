import { useId } from 'react'
import { Button } from '~/ui/button'
import { ChevronDownIcon } from '~/ui/icons'
import { TextInput } from '~/ui/input'
import { ActionsMenu } from '~/ui/menu'
import { groupDigits } from '~/util/units'

export type LoadStatus = {
  /** Rows held so far. */
  loaded: number
  /** Rows matching the filter, when there is one. */
  matching: number | null
  complete: boolean
  truncated: boolean
  error: string | null
  onRetry: () => void
}

const n = groupDigits

/**
 * What the table holds while it loads the whole collection. The API gives no total, so it
 * says how many have arrived and whether more are coming.
 */
function statusText(s: LoadStatus, noun: string) {
  if (s.loaded === 0 && !s.complete) return `Loading ${noun}…`
  const held = s.truncated ? `the first ${n(s.loaded)}` : n(s.loaded)
  if (s.matching !== null)
    return s.complete
      ? `${n(s.matching)} of ${held} ${noun} match`
      : `${n(s.matching)} match among ${held} ${noun} loaded, loading more…`
  if (s.truncated) return `Showing the first ${n(s.loaded)} ${noun}`
  return s.complete ? `All ${held} ${noun} loaded` : `Loaded ${held} ${noun}, loading more…`
}

/**
 * Above a list: the filter (a labelled search field), what the table holds, and the export of
 * the view.
 */
export function ListToolbar({
  label,
  noun,
  filter,
  onFilter,
  status,
  onExport,
}: {
  /** The table's name, e.g. 'Instances'. */
  label: string
  noun: string
  filter: string
  onFilter: (text: string) => void
  /** null while the API pages the view (nothing is held beyond the page). */
  status: LoadStatus | null
  onExport: (format: 'csv' | 'json') => void
}) {
  const id = useId()
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
      <search className="w-full max-w-xs">
        <label htmlFor={id} className="sr-only">
          Filter {noun}
        </label>
        <TextInput
          id={id}
          type="search"
          value={filter}
          placeholder={`Filter ${noun}`}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onFilter(e.target.value)}
          className="h-8"
        />
      </search>
      <span aria-live="polite" className="text-secondary tabular-nums">
        {status && statusText(status, noun)}
        {status?.error && (
          <>
            {' '}
            <span className="text-danger-fg">Loading the rest failed: {status.error}</span>{' '}
            <Button size="sm" variant="secondary" onClick={status.onRetry}>
              Retry
            </Button>
          </>
        )}
      </span>
      <span className="ml-auto">
        <ActionsMenu
          label={`Export ${label.toLowerCase()}`}
          trigger={
            <span className="flex items-center gap-1 text-xs font-medium">
              Export
              <ChevronDownIcon size={12} />
            </span>
          }
          actions={[
            { label: 'Download CSV', onActivate: () => onExport('csv') },
            { label: 'Download JSON', onActivate: () => onExport('json') },
          ]}
        />
      </span>
    </div>
  )
}
