import type { FieldValues } from 'react-hook-form'
import { type NumberEntry, NumberInput } from '~/ui/number-input'
import { type FieldProps, FieldShell, useField } from './field-shell'
import { numberProblem } from './number-rule'

/** A whole number within bounds, with its unit; the bounds are checked on submit. */
export function NumberField<T extends FieldValues>(
  props: FieldProps<T> & {
    min?: number
    max?: number
    step?: number
    unit?: string
    disabled?: boolean
    /** A rule beyond the bounds (a disk at least its image's size): the problem, or undefined. */
    validate?: (n: number) => string | undefined
  },
) {
  const { label, min, max, step, unit, required, disabled, validate } = props
  const { field, aria, shell } = useField(props, {
    validate: (v: unknown) => {
      const problem = numberProblem(v, { label, min, max, unit, required })
      if (problem) return problem
      return typeof v === 'number' ? (validate?.(v) ?? true) : true
    },
  })
  return (
    <FieldShell {...shell}>
      <NumberInput
        {...aria}
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
