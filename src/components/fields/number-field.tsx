import { useId } from 'react'
import { type FieldValues, useController } from 'react-hook-form'
import { type NumberEntry, NumberInput } from '~/ui/number-input'
import { describedBy, type FieldProps, FieldShell } from './field-shell'
import { numberProblem } from './number-rule'

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
        const problem = numberProblem(v, { label, min, max, unit, required })
        if (problem) return problem
        return typeof v === 'number' ? (validate?.(v) ?? true) : true
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
