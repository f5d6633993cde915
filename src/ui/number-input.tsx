import { type KeyboardEvent, useEffect, useState } from 'react'
import { cn } from './cn'

/**
 * A number as the user typed it: `number` when the text reads as one, `null` when empty, and
 * the text itself when it does not (`1e3`, `12abc`), so validation can refuse it with a
 * message instead of the field quietly turning it into something else.
 */
export type NumberEntry = number | string | null

type NumberInputProps = {
  value: NumberEntry
  onChange: (value: NumberEntry) => void
  onBlur?: () => void
  min?: number
  max?: number
  step?: number
  id?: string
  disabled?: boolean
  /** A unit shown after the number, e.g. GiB. */
  unit?: string
  className?: string
  'aria-labelledby'?: string
  'aria-label'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

const NUMBER = /^-?\d+(\.\d+)?$/

/** The entry the text stands for. */
export function readNumber(text: string): NumberEntry {
  const t = text.trim()
  if (t === '') return null
  return NUMBER.test(t) ? Number(t) : text
}

const show = (value: NumberEntry) => (value === null ? '' : String(value))

const stepper =
  'flex w-8 items-center justify-center border-line-strong text-secondary hover:not-aria-disabled:bg-hover aria-disabled:opacity-50'

/**
 * A number with step buttons; arrow keys step too. What is typed stays as typed; out-of-range
 * and non-numeric entry is left to validation.
 */
export function NumberInput({
  value,
  onChange,
  onBlur,
  min,
  max,
  step = 1,
  id,
  disabled,
  unit,
  className,
  ...aria
}: NumberInputProps) {
  const [text, setText] = useState(show(value))
  // a value set from outside (a reset, a preset) replaces the text; an echo of it does not
  useEffect(() => {
    setText((current) => (readNumber(current) === value ? current : show(value)))
  }, [value])

  const current = typeof value === 'number' ? value : (min ?? 0)
  const clamp = (n: number) => Math.min(max ?? n, Math.max(min ?? n, n))
  const canStep = (dir: 1 | -1) =>
    !disabled && (dir > 0 ? max === undefined || current < max : min === undefined || current > min)
  const stepBy = (dir: 1 | -1) => {
    if (!canStep(dir)) return
    const next = typeof value === 'number' ? clamp(value + dir * step) : clamp(current)
    setText(String(next))
    onChange(next)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
    e.preventDefault()
    stepBy(e.key === 'ArrowUp' ? 1 : -1)
  }

  const button = (dir: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      aria-label={dir > 0 ? 'Increase' : 'Decrease'}
      aria-controls={id}
      aria-disabled={!canStep(dir) || undefined}
      onClick={() => stepBy(dir)}
      className={cn(stepper, dir > 0 ? 'border-l' : 'border-r')}
    >
      {dir > 0 ? '+' : '−'}
    </button>
  )

  return (
    <div className={cn('flex flex-col', className)}>
      <div className="flex h-9 overflow-hidden rounded-md border border-line-strong bg-raise has-aria-invalid:border-danger-fg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus">
        {button(-1)}
        <input
          {...aria}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            onChange(readNumber(e.target.value))
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="h-full w-full min-w-0 bg-transparent px-3 text-default tabular-nums outline-none"
        />
        {unit && <span className="flex items-center pr-3 text-secondary">{unit}</span>}
        {button(1)}
      </div>
    </div>
  )
}
