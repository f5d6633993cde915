import type { ReactNode } from 'react'
import { cn } from './cn'

export type BadgeColor = 'green' | 'blue' | 'yellow' | 'red' | 'purple' | 'neutral'

const colors: Record<BadgeColor, string> = {
  green: 'bg-accent-subtle text-accent-fg',
  blue: 'bg-info-subtle text-info-fg',
  yellow: 'bg-notice-subtle text-notice-fg',
  red: 'bg-danger-subtle text-danger-fg',
  purple: 'bg-purple-subtle text-purple-fg',
  neutral: 'bg-neutral-subtle text-neutral-fg',
}

/** Outline badges draw the colour as a border on no fill: a second look per colour. */
const outlines: Record<BadgeColor, string> = {
  green: 'border border-accent-fg/70 text-accent-fg',
  blue: 'border border-info-fg/70 text-info-fg',
  yellow: 'border border-notice-fg/70 text-notice-fg',
  red: 'border border-danger-fg/70 text-danger-fg',
  purple: 'border border-purple-fg/70 text-purple-fg',
  neutral: 'border border-neutral-fg/70 text-neutral-fg',
}

export type BadgeVariant = 'subtle' | 'outline'

/** State is told by text and colour together, never colour alone. */
export function Badge({
  color = 'neutral',
  variant = 'subtle',
  children,
  className,
}: {
  color?: BadgeColor
  variant?: BadgeVariant
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded px-1.5 font-mono text-2xs font-medium uppercase tracking-wide whitespace-nowrap',
        variant === 'outline' ? outlines[color] : colors[color],
        className,
      )}
    >
      {children}
    </span>
  )
}
