import { useId } from 'react'
import { type FieldValues, useController } from 'react-hook-form'
import { type NumberEntry, NumberInput } from '~/ui/number-input'
import { describedBy, type FieldProps, FieldShell } from './field-shell'

/** A whole number within bounds, with its unit; the bounds are checked on submit. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  min,
  max,
  step,
  unit,
  required,
  description,
  disabled,
  validate,
}: FieldProps<T> & {
  min?: number
  max?: number
  step?: number
  unit?: string
  disabled?: boolean
  /** A rule beyond the bounds (a disk at least its image's size): the problem, or undefined. */
  validate?: (n: number) => string | undefined
}) {
  const id = useId()
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: unknown) => {
        if (v === null || v === undefined || v === '')
          return required ? `${label} is required` : true
        // what was typed is kept as typed; text that is no number is refused, never reread
        if (typeof v === 'string') return `${label} must be a number`
        const n = Number(v)
        if (!Number.isInteger(n)) return `${label} must be a whole number`
        if (min !== undefined && n < min) return `${label} must be at least ${min}`
        if (max !== undefined && n > max) return `${label} can be at most ${max}`
        return validate?.(n) ?? true
      },
    },
  })
  const error = fieldState.error?.message
  return (
    <FieldShell id={id} label={label} required={required} description={description} error={error}>
      <NumberInput
        id={id}
        aria-describedby={describedBy(id, !!description, !!error)}
        aria-invalid={!!error || undefined}
        value={(field.value as NumberEntry | undefined) ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        min={min}
        max={max}
        step={step}
        unit={unit}
        disabled={disabled}
      />
    </FieldShell>
  )
}
