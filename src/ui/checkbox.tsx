import { Checkbox as Base } from '@base-ui/react/checkbox'
import { type ReactNode, useId } from 'react'
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

/** A checkbox with its label beside it. */
export function Checkbox({
  checked,
  onChange,
  children,
  description,
  disabled,
  className,
  ...aria
}: CheckboxProps) {
  const id = useId()
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex items-start gap-2.5',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        className,
      )}
    >
      <Base.Root
        id={id}
        nativeButton
        render={<button type="button" />}
        checked={checked}
        onCheckedChange={(next) => onChange(next)}
        disabled={disabled}
        {...aria}
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-line-strong bg-raise text-white data-checked:border-accent data-checked:bg-accent"
      >
        <Base.Indicator className="flex data-unchecked:hidden">
          <CheckIcon size={12} strokeWidth={2} />
        </Base.Indicator>
      </Base.Root>
      <span className="flex flex-col">
        <span>{children}</span>
        {description && <span className="text-xs text-secondary">{description}</span>}
      </span>
    </label>
  )
}
