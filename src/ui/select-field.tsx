import { useId } from 'react'
import { cn } from './cn'

const sizes = {
  sm: 'h-7 px-2 text-sm',
  md: 'h-9 px-2',
}

/**
 * A labelled native select, for choosing how a view shows (a time range, a metrics source, a
 * measure): fully accessible and far lighter than a custom listbox. The label sits above it,
 * or beside it when `inline`. The paginator keeps its own select: it is on every list page's
 * first load, where this shared module would be a chunk of its own (0.4 KiB gzip more).
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  inline = false,
  size = inline ? 'sm' : 'md',
}: {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (v: V) => void
  inline?: boolean
  size?: keyof typeof sizes
}) {
  const id = useId()
  return (
    <div
      className={
        inline ? 'flex min-w-0 items-center gap-2' : 'flex min-w-0 max-w-full flex-col gap-1'
      }
    >
      <label htmlFor={id} className="whitespace-nowrap text-sm text-secondary">
        {label}
      </label>
      <select
        id={id}
        className={cn(
          'max-w-full rounded-md border border-line-strong bg-raise text-default tabular-nums hover:bg-hover',
          sizes[size],
        )}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
