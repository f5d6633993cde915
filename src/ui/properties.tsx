import type { ReactNode } from 'react'

/** Key-value facts about one resource, in two columns on wide screens. */
export function PropertiesTable({ children }: { children: ReactNode }) {
  return (
    <dl className="mb-6 grid grid-cols-1 rounded-lg border border-line bg-raise md:grid-cols-2 md:[&>div:nth-last-child(2):nth-child(odd)]:border-b-0">
      {children}
    </dl>
  )
}

export function Property({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-10 items-center gap-4 border-b border-line px-4 py-2 last:border-b-0 md:odd:border-r">
      <dt className="w-32 shrink-0 text-2xs font-semibold tracking-wider text-tertiary uppercase">
        {label}
      </dt>
      <dd className="flex min-w-0 items-center gap-1">{children}</dd>
    </div>
  )
}
