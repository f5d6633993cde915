import type { ReactNode } from 'react'
import { cn } from './cn'
import { CopyButton } from './copy-button'
import { DateTime } from './date-time'

/**
 * Key-value facts about one resource, in two columns on wide screens; in one where the space is
 * narrow whatever the screen (a side modal).
 */
export function PropertiesTable({
  columns = 2,
  children,
}: {
  columns?: 1 | 2
  children: ReactNode
}) {
  return (
    <dl
      className={cn(
        'mb-6 grid grid-cols-1 rounded-lg border border-line bg-raise',
        columns === 2
          ? 'md:grid-cols-2 md:[&>div:nth-last-child(2):nth-child(odd)]:border-b-0'
          : 'md:[&>div]:border-r-0',
      )}
    >
      {children}
    </dl>
  )
}

/**
 * One fact. The rows every record has are written once: `Property.Id` (with its copy button),
 * `Property.Description`, `Property.Created`, `Property.Modified`.
 */
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

/** A value in monospace (an address, a name the API made); `small` for ids, `wrap` breaks anywhere. */
Property.Mono = ({
  label,
  small,
  wrap,
  children,
}: {
  label: string
  small?: boolean
  wrap?: boolean
  children: ReactNode
}) => (
  <Property label={label}>
    <span className={cn('font-mono', small && 'text-xs', wrap && 'break-all')}>{children}</span>
  </Property>
)

/** The id in monospace, with a button named "Copy <noun> ID" that copies it. */
Property.Id = ({ id, noun }: { id: string; noun: string }) => (
  <Property label="ID">
    <span className="font-mono text-xs break-all">{id}</span>
    <CopyButton text={id} label={`Copy ${noun} ID`} />
  </Property>
)

/** '—' when there is none; a long word wraps instead of widening the table. */
Property.Description = ({ text }: { text: string | null | undefined }) => (
  <Property label="Description">
    <span className="text-secondary [overflow-wrap:anywhere]">{text || '—'}</span>
  </Property>
)

Property.Created = ({ date }: { date: Date }) => (
  <Property label="Created">
    <DateTime date={date} />
  </Property>
)

Property.Modified = ({ date }: { date: Date }) => (
  <Property label="Modified">
    <DateTime date={date} />
  </Property>
)

/** A record's id under the page's title: quiet monospace, with a button named "Copy <noun> ID". */
export const CopyableId = ({ id, noun }: { id: string; noun: string }) => (
  <span className="inline-flex items-center gap-1 font-mono text-xs text-tertiary">
    {id}
    <CopyButton text={id} label={`Copy ${noun} ID`} />
  </span>
)
