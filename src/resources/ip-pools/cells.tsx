import type { IpPoolAssignment, IpPoolType, IpVersion } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import type { Ref } from 'react'
import { errorMessage } from '~/api/errors'
import { Unavailable } from '~/api/query'
import { useRowQuery, useSeenHere } from '~/components/use-seen-here'
import { Badge } from '~/ui/badge'
import {
  countHint,
  describeCount,
  percentUsed,
  poolUsage,
  rangesTotal,
  versionLabel,
} from '~/util/ip-space'
import { ipPoolById, poolRangesWhole, poolUtilization } from './queries'

/** A pool stored by id, shown by name: one small lookup each, shared by every row, once seen. */
export function PoolName({ id }: { id: string }) {
  const [ref, { data, error }] = useRowQuery(ipPoolById(id))
  if (data instanceof Unavailable) return <span className="font-mono text-xs">{id}</span>
  // a lookup that failed says why in the cell, rather than waiting forever
  if (error) return <span className="text-xs text-danger-fg">{errorMessage(error)}</span>
  return data ? data.name : <span ref={ref}>…</span>
}

/**
 * A pool's capacity and allocated count. The API sends both as floats; past 2^53 the exact
 * capacity comes from the ranges (BigInt) and the allocated count within what the float allows.
 */
export function usePoolUsage(pool: string, enabled = true) {
  const util = useQuery({ ...poolUtilization(pool), enabled })
  const big = (util.data?.capacity ?? 0) > 2 ** 53
  const ranges = useQuery({ ...poolRangesWhole(pool), enabled: big })
  const total = ranges.data ? rangesTotal(ranges.data.items) : undefined
  const ready = util.data && (!big || ranges.data || ranges.error)
  return {
    usage: ready && util.data ? poolUsage(total, util.data) : undefined,
    error: util.error,
  }
}

/** `11 of 191 (5.7%)`; a big count in full, with a short reading beside it. */
export function UsageText({ usage }: { usage: ReturnType<typeof poolUsage> }) {
  const { capacity, allocated } = usage
  const hint = countHint(capacity.high)
  return (
    // an IPv6 pool's counts are 20-digit numbers: they wrap rather than widen the table
    <span className="font-mono tabular-nums [overflow-wrap:anywhere]">
      {describeCount(allocated)} of {describeCount(capacity)}
      {capacity.low === capacity.high && allocated.low === allocated.high && (
        <span className="text-secondary"> ({percentUsed(allocated.low, capacity.low)}%)</span>
      )}
      {hint && <span className="text-tertiary"> {hint}</span>}
    </span>
  )
}

/** A pool row's utilization, or why not; `…` (and `pending`, to watch) until it is in. */
export function UsageCellText({
  usage,
  error,
  pending,
}: {
  usage: ReturnType<typeof poolUsage> | undefined
  error: Error | null
  pending: Ref<HTMLSpanElement>
}) {
  if (error) return <span className="text-xs text-danger-fg">{errorMessage(error)}</span>
  return usage ? <UsageText usage={usage} /> : <span ref={pending}>…</span>
}

/** The utilization cell of a pool row: one read per row, once the row is on screen (issue 29). */
export function PoolUsageCell({ pool }: { pool: string }) {
  const [ref, seen] = useSeenHere<HTMLSpanElement>()
  return <UsageCellText {...usePoolUsage(pool, seen)} pending={ref} />
}

export const versionBadge = (v: IpVersion) => (
  <Badge color={v === 'v6' ? 'purple' : 'blue'}>{versionLabel(v)}</Badge>
)

/** The pool's type and what it serves: `unicast · silos`. */
export const poolKind = (p: { poolType: IpPoolType; assignment: IpPoolAssignment }) =>
  `${p.poolType} · ${p.assignment === 'silos' ? 'silos' : 'system services'}`
