import { NumberField } from '@base-ui/react/number-field'
import { cn } from './cn'

type NumberInputProps = {
  value: number | null
  onChange: (value: number | null) => void
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

const stepper =
  'flex w-8 items-center justify-center border-line-strong text-secondary hover:not-data-disabled:bg-hover data-disabled:opacity-50'

/** A number with step buttons; arrow keys step too. Out-of-range entry is left to validation. */
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
  return (
    <NumberField.Root
      id={id}
      value={value}
      onValueChange={(v) => onChange(v)}
      min={min}
      max={max}
      step={step}
      allowOutOfRange
      disabled={disabled}
      className={cn('flex flex-col', className)}
    >
      <NumberField.Group className="flex h-9 overflow-hidden rounded-md border border-line-strong bg-raise has-aria-invalid:border-danger-fg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus">
        <NumberField.Decrement aria-label="Decrease" className={cn(stepper, 'border-r')}>
          −
        </NumberField.Decrement>
        <NumberField.Input
          {...aria}
          onBlur={onBlur}
          className="h-full w-full min-w-0 bg-transparent px-3 text-default tabular-nums outline-none"
        />
        {unit && <span className="flex items-center pr-3 text-secondary">{unit}</span>}
        <NumberField.Increment aria-label="Increase" className={cn(stepper, 'border-l')}>
          +
        </NumberField.Increment>
      </NumberField.Group>
    </NumberField.Root>
  )
}
