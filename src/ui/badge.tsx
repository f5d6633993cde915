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

/** State is told by text and colour together, never colour alone. */
export function Badge({
  color = 'neutral',
  children,
  className,
}: {
  color?: BadgeColor
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded px-1.5 font-mono text-2xs font-medium uppercase tracking-wide whitespace-nowrap',
        colors[color],
        className,
      )}
    >
      {children}
    </span>
  )
}
