import { Radio } from '@base-ui/react/radio'
import { RadioGroup as Base } from '@base-ui/react/radio-group'
import { type ReactNode, useId } from 'react'
import { cn } from './cn'

export type RadioItem<V extends string> = {
  value: V
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

type RadioGroupProps<V extends string> = {
  items: RadioItem<V>[]
  value: V
  onChange: (value: V) => void
  'aria-labelledby'?: string
  'aria-label'?: string
  'aria-describedby'?: string
  disabled?: boolean
  /** Cards sit side by side and show a description; plain radios stack. */
  look?: 'plain' | 'cards'
  className?: string
}

/** A single choice among a few options, all visible at once. Arrow keys move the choice. */
export function RadioGroup<V extends string>({
  items,
  value,
  onChange,
  disabled,
  look = 'plain',
  className,
  ...aria
}: RadioGroupProps<V>) {
  const cards = look === 'cards'
  const id = useId()
  return (
    <Base
      value={value}
      onValueChange={(v) => onChange(v as V)}
      disabled={disabled}
      {...aria}
      className={cn(cards ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2', className)}
    >
      {items.map((item) => (
        <label
          key={item.value}
          htmlFor={`${id}-${item.value}`}
          className={cn(
            'flex items-start gap-2.5',
            item.disabled || disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            cards &&
              'min-w-32 rounded-md border border-line-strong bg-raise px-3 py-2 has-data-checked:border-accent has-data-checked:bg-selected',
          )}
        >
          <Radio.Root
            id={`${id}-${item.value}`}
            value={item.value}
            disabled={item.disabled}
            nativeButton
            render={<button type="button" />}
            className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-line-strong bg-raise data-checked:border-accent"
          >
            <Radio.Indicator className="flex items-center justify-center data-unchecked:hidden before:size-2 before:rounded-full before:bg-accent" />
          </Radio.Root>
          <span className="flex flex-col">
            <span>{item.label}</span>
            {item.description && <span className="text-xs text-secondary">{item.description}</span>}
          </span>
        </label>
      ))}
    </Base>
  )
}
