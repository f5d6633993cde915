import type { ReactNode } from 'react'

export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon?: ReactNode
  title: string
  body?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line-strong px-6 py-14 text-center">
      {icon && <div className="mb-1 text-tertiary">{icon}</div>}
      <h2 className="text-base font-semibold">{title}</h2>
      {body && <p className="max-w-md text-secondary">{body}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  )
}
