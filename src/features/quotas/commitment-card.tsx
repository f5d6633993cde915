import { Badge } from '~/ui/badge'
import { cn } from '~/ui/cn'
import { formatCpus, formatMemoryGiB, formatTiB } from '~/util/capacity'
import { type Commitment, percentText, type Resource } from '~/util/over-commit'

export const RESOURCE_LABEL: Record<Resource, string> = {
  cpus: 'CPUs',
  memory: 'Memory',
  storage: 'Storage',
}

/** A quantity in the capacity's units (CPUs, GiB, TiB) as the utilization pages show it (memory from 1024 GiB in TiB). */
export const capacityText: Record<Resource, (n: number) => string> = {
  cpus: formatCpus,
  memory: formatMemoryGiB,
  storage: formatTiB,
}

/**
 * One resource: the sum of the silos' quotas against the rack's capacity, the share in words,
 * and a badge (words, not colour alone) when more is promised than the rack has.
 */
export function CommitmentCard({ c, provisioned }: { c: Commitment; provisioned: number }) {
  const text = capacityText[c.resource]
  const label = RESOURCE_LABEL[c.resource]
  return (
    <section
      aria-label={label}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-raise p-4',
        c.over ? 'border-danger-fg/60' : 'border-line',
      )}
    >
      <h3 className="flex items-center justify-between gap-2 text-2xs font-semibold tracking-wider text-tertiary uppercase">
        {label}
        {c.over ? (
          <Badge color="red">over-committed</Badge>
        ) : (
          <Badge color="green">within capacity</Badge>
        )}
      </h3>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-secondary">Sum of quotas</dt>
          <dd className="font-mono text-lg">{text(c.promised)}</dd>
        </div>
        <div>
          <dt className="text-xs text-secondary">Capacity</dt>
          <dd className="font-mono text-lg">{text(c.capacity)}</dd>
        </div>
        <div>
          <dt className="text-xs text-secondary">Committed</dt>
          <dd className={cn('font-mono text-lg', c.over && 'font-semibold text-danger-fg')}>
            {percentText(c.percent)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-secondary">Provisioned</dt>
          <dd className="font-mono text-lg">{text(provisioned)}</dd>
        </div>
      </dl>
      <meter
        aria-label={`${label} committed`}
        className="h-2 w-full"
        min={0}
        max={100}
        low={80}
        high={100}
        optimum={0}
        value={Math.min(c.percent ?? 100, 100)}
      />
    </section>
  )
}
