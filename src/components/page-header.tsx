import type { ReactNode } from 'react'

/**
 * A page's title (its one h1) with an optional icon and actions on the right. The title and
 * its text grow into the width the actions leave, so a long intro wraps beside them rather than
 * pushing them under it (issue 27); below about 20rem the actions go under the title.
 */
export function PageHeader({
  title,
  icon,
  actions,
  children,
}: {
  title: ReactNode
  icon?: ReactNode
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 flex-[1_1_20rem]">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          {icon && <span className="text-tertiary">{icon}</span>}
          <span className="min-w-0 break-words">{title}</span>
        </h1>
        {children && <div className="mt-1 text-secondary">{children}</div>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  )
}
