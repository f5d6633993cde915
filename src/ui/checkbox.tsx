import type { ReactNode } from 'react'
import { cn } from './cn'
import { CheckIcon } from './icons'

type CheckboxProps = {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The visible label; the whole row is clickable. */
  children: ReactNode
  description?: ReactNode
  disabled?: boolean
  className?: string
  'aria-describedby'?: string
}

/** A checkbox with its label beside it: the platform's, drawn as the console's. */
export function Checkbox({
  checked,
  onChange,
  children,
  description,
  disabled,
  className,
  ...aria
}: CheckboxProps) {
  return (
    <label
      className={cn(
        'flex items-start gap-2.5',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        className,
      )}
    >
      <span className="relative mt-0.5 flex size-4 shrink-0 items-center justify-center text-white">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          {...aria}
          className="peer absolute inset-0 cursor-[inherit] appearance-none rounded border border-line-strong bg-raise checked:border-accent checked:bg-accent"
        />
        <CheckIcon
          size={12}
          strokeWidth={2}
          className="pointer-events-none relative hidden peer-checked:block"
        />
      </span>
      <span className="flex flex-col">
        <span>{children}</span>
        {description && <span className="text-xs text-secondary">{description}</span>}
      </span>
    </label>
  )
}
