import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Op } from '~/api/client'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import { SelectField } from '~/ui/select-field'
import type { Preset } from '~/util/oxql'
import {
  customRangeError,
  RANGE_LABELS,
  type RangeChoice,
  resolveRange,
  toLocalInput,
} from './range'

/**
 * The range in effect, from the URL, and a refresh that moves "now" forward and asks again.
 * `now` is fixed between refreshes so the queries (keyed by their text) stay cached; a custom
 * range asks the `ops` again (their keys do not move). `fallback`: the range when the URL has none.
 */
export function useTimeRange(ops: Op[], fallback?: Preset) {
  const [search] = useSearchParams()
  const [now, setNow] = useState(() => Date.now())
  const client = useQueryClient()
  const resolved = resolveRange(search, now, fallback)
  // a preset moves to a new "now" (new query keys, so new requests); a custom range asks again
  const refresh = () =>
    resolved.choice === 'custom'
      ? void Promise.all(ops.map((op) => client.invalidateQueries({ queryKey: [op] })))
      : setNow(Date.now())
  return { ...resolved, now, refresh }
}

/** Time range picker (presets or a validated custom start/end) and a Refresh button. */
export function TimeRangeToolbar({
  metric,
  children,
}: {
  metric: ReturnType<typeof useTimeRange>
  children?: ReactNode
}) {
  const [search, setSearch] = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
  const errorId = useId()
  const choose = (choice: RangeChoice) => {
    setFormError(null)
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.set('range', choice)
        if (choice === 'custom') {
          next.set('start', next.get('start') ?? toLocalInput(new Date(metric.now - 3_600_000)))
          next.set('end', next.get('end') ?? toLocalInput(new Date(metric.now)))
        } else {
          next.delete('start')
          next.delete('end')
        }
        return next
      },
      { replace: true },
    )
  }
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const start = String(data.get('start') ?? '')
    const end = String(data.get('end') ?? '')
    const error = customRangeError(start, end, Date.now())
    setFormError(error)
    if (error) return
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.set('start', start)
        next.set('end', end)
        return next
      },
      { replace: true },
    )
  }
  const shownError = formError ?? metric.error
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SelectField
        label="Time range"
        value={metric.choice}
        onChange={choose}
        options={(Object.keys(RANGE_LABELS) as RangeChoice[]).map((value) => ({
          value,
          label: RANGE_LABELS[value],
        }))}
      />
      {children}
      {metric.choice === 'custom' && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          {(['start', 'end'] as const).map((name) => (
            <DateField
              key={`${name}-${search.get(name)}`}
              name={name}
              label={name === 'start' ? 'Start time' : 'End time'}
              defaultValue={search.get(name) ?? ''}
              errorId={shownError ? errorId : undefined}
            />
          ))}
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </form>
      )}
      <Button variant="secondary" onClick={metric.refresh} className="ml-auto">
        Refresh
      </Button>
      {shownError && (
        <p id={errorId} role="alert" className="w-full text-sm text-danger-fg">
          {shownError}
        </p>
      )}
    </div>
  )
}

function DateField({
  name,
  label,
  defaultValue,
  errorId,
}: {
  name: string
  label: string
  defaultValue: string
  errorId?: string
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-secondary">
        {label}
      </label>
      <TextInput
        id={id}
        type="datetime-local"
        name={name}
        className="w-auto"
        defaultValue={defaultValue}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  )
}
