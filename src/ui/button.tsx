import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { cn } from './cn'
import { Spinner, useMinDisplay } from './spinner'
import { Tooltip } from './tooltip'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md'

const base =
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md font-medium whitespace-nowrap transition-colors select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-55'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:not-aria-disabled:bg-accent-hover',
  secondary: 'border border-line-strong bg-raise text-default hover:not-aria-disabled:bg-hover',
  ghost: 'text-secondary hover:not-aria-disabled:bg-hover hover:not-aria-disabled:text-default',
  danger: 'bg-danger text-white hover:not-aria-disabled:bg-danger-hover',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-xs',
  md: 'h-9 px-3.5 text-sm',
}

/** Class names for things that look like buttons but are links. */
export const buttonStyle = ({
  variant = 'primary',
  size = 'md',
}: {
  variant?: ButtonVariant
  size?: ButtonSize
} = {}) => cn(base, variants[variant], sizes[size])

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
  /** Without it, the button is disabled when it has a `disabledReason`. */
  disabled?: boolean
  /** Shown in a tooltip while disabled, saying why. */
  disabledReason?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button. Disabled buttons stay focusable (aria-disabled) so keyboard users can reach the
 * tooltip that says why; clicks on them do nothing. A reason alone disables: `disabledReason`
 * is the one prop most callers need. While `loading`, a spinner shows for at
 * least 500 ms.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabledReason,
  disabled = !!disabledReason,
  className,
  children,
  onClick,
  type = 'button',
  ...props
}: ButtonProps) {
  const spinning = useMinDisplay(loading)
  const inert = disabled || spinning
  const button = (
    <button
      type={inert && type === 'submit' ? 'button' : type}
      aria-disabled={inert || undefined}
      aria-busy={spinning || undefined}
      className={cn(buttonStyle({ variant, size }), className)}
      onClick={(e) => {
        if (inert) {
          e.preventDefault()
          return
        }
        onClick?.(e)
      }}
      {...props}
    >
      {spinning && <Spinner />}
      {children}
    </button>
  )
  return disabled && disabledReason ? <Tooltip content={disabledReason}>{button}</Tooltip> : button
}
