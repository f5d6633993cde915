import type { ReactNode } from 'react'
import { formatCpus, memoryText, percentOf, storageText } from '~/util/capacity'

/**
 * One quantity against its limit: the figures, a bar and the share in words. The bar is a
 * native progress element (its value capped at the limit; the words say when it is over).
 */
export function UsageMeter({
  label,
  used,
  limit,
  usedText,
  limitText,
  limitLabel,
  children,
}: {
  label: string
  used: number
  limit: number
  usedText: string
  limitText: string
  /** What the limit is: 'quota', 'capacity'. */
  limitLabel: string
  children?: ReactNode
}) {
  const percent = percentOf(used, limit)
  return (
    <section
      aria-label={label}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-raise p-4"
    >
      <h2 className="text-2xs font-semibold tracking-wider text-tertiary uppercase">{label}</h2>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-secondary">Provisioned</dt>
          <dd className="font-mono text-lg">{usedText}</dd>
        </div>
        <div>
          <dt className="text-xs text-secondary capitalize">{limitLabel}</dt>
          <dd className="font-mono text-lg">{limitText}</dd>
        </div>
      </dl>
      <progress
        aria-label={`${label} provisioned of ${limitLabel}`}
        aria-valuetext={`${percent}%`}
        max={100}
        value={Math.min(percent, 100)}
        className="h-2 w-full overflow-hidden rounded-full bg-sunken [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-sunken [&::-webkit-progress-value]:bg-accent"
      />
      <p className="text-xs text-secondary">
        <span className="font-mono">{percent}%</span> of {limitLabel} provisioned
      </p>
      {children}
    </section>
  )
}

/** CPUs, memory bytes and storage bytes: what utilization and quotas count. */
export type Counts = { cpus: number; memory: number; storage: number }

const KINDS = [
  { key: 'cpus', label: 'CPUs', text: formatCpus },
  { key: 'memory', label: 'Memory', text: memoryText },
  { key: 'storage', label: 'Storage', text: storageText },
] as const

/** The three meters of a utilization page: each quantity provisioned against its limit. */
export function UsageMeters({
  used,
  limit,
  limitLabel,
  note,
}: {
  used: Counts
  limit: Counts
  limitLabel: string
  /** More about a quantity, under its meter. */
  note?: (key: keyof Counts, text: (n: number) => string) => ReactNode
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {KINDS.map(({ key, label, text }) => (
        <UsageMeter
          key={key}
          label={label}
          used={used[key]}
          limit={limit[key]}
          usedText={text(used[key])}
          limitText={text(limit[key])}
          limitLabel={limitLabel}
        >
          {note?.(key, text)}
        </UsageMeter>
      ))}
    </div>
  )
}
