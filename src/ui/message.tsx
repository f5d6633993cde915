import type { ReactNode } from 'react'
import { cn } from './cn'
import { ErrorIcon, InfoIcon, WarningIcon } from './icons'

type Variant = 'error' | 'notice' | 'info'

const styles: Record<Variant, string> = {
  error: 'border-danger-fg/40 bg-danger-subtle text-danger-fg',
  notice: 'border-notice-fg/40 bg-notice-subtle text-notice-fg',
  info: 'border-info-fg/40 bg-info-subtle text-info-fg',
}

const icons = { error: ErrorIcon, notice: WarningIcon, info: InfoIcon }

/** An inline callout. Errors are announced (role=alert); the rest are plain notes. */
export function Message({
  variant = 'info',
  title,
  children,
  className,
}: {
  variant?: Variant
  title?: ReactNode
  children?: ReactNode
  className?: string
}) {
  const Icon = icons[variant]
  return (
    <div
      role={variant === 'error' ? 'alert' : undefined}
      className={cn('flex gap-2.5 rounded-md border px-3 py-2.5', styles[variant], className)}
    >
      <Icon className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 text-default">
        {title && <div className="font-semibold">{title}</div>}
        {children && <div className="text-secondary">{children}</div>}
      </div>
    </div>
  )
}
