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

/**
 * A single choice among a few options, all visible at once: the platform's radios, which share
 * a name, so the group is one tab stop and the arrow keys move the choice.
 */
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
  const name = useId()
  return (
    <div
      role="radiogroup"
      {...aria}
      className={cn(cards ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2', className)}
    >
      {items.map((item) => (
        <label
          key={item.value}
          className={cn(
            'flex items-start gap-2.5',
            item.disabled || disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            cards &&
              'min-w-32 rounded-md border border-line-strong bg-raise px-3 py-2 has-checked:border-accent has-checked:bg-selected',
          )}
        >
          <input
            type="radio"
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={item.disabled || disabled}
            onChange={() => onChange(item.value)}
            className="mt-0.5 size-4 shrink-0 cursor-[inherit] appearance-none rounded-full border border-line-strong bg-raise checked:border-accent checked:bg-accent checked:shadow-[inset_0_0_0_3px_var(--color-raise)]"
          />
          <span className="flex flex-col">
            <span>{item.label}</span>
            {item.description && <span className="text-xs text-secondary">{item.description}</span>}
          </span>
        </label>
      ))}
    </div>
  )
}
