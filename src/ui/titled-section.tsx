import { type ReactNode, useId } from 'react'
import { cn } from './cn'

/**
 * A part of a page under its own h2 (a table of the thing's disks, its routes), with the part's
 * actions beside the heading. `headingId` makes the section a region named by its heading.
 */
export function TitledSection({
  title,
  headingId,
  actions,
  className,
  children,
}: {
  title: ReactNode
  headingId?: string
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className={cn(className, 'flex flex-col gap-2')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

/** A tab's table: its h2 for screen readers only (the tab names it), a sentence, and actions. */
export function TabSection({
  heading,
  intro,
  actions,
  children,
}: {
  heading: string
  intro: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="sr-only">{heading}</h2>
        <p className="text-secondary">{intro}</p>
        {actions}
      </div>
      {children}
    </section>
  )
}

/**
 * A part of a page that stands on its own (a list the page reads apart, a tool) under an h2 in
 * the page's larger type; the section is a region named by its heading.
 */
export function PageSection({
  title,
  className,
  children,
}: {
  title: ReactNode
  /** Its margin (and frame) on the page. */
  className: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
