import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '~/api/errors'
import { Unavailable } from '~/api/query'
import { useRowQuery, useSeenHere } from '~/components/use-seen-here'
import { UsageCellText } from '~/resources/ip-pools/cells'
import { poolUsage } from '~/util/ip-space'
import { siloSubnetPoolById, subnetPoolUtilization } from './queries'

/**
 * A subnet pool's capacity and allocated count, from its utilization (floats, as for IP pools:
 * past 2^53 the count is known within bounds, and `UsageText` says so).
 */
export function useSubnetPoolUsage(pool: string, enabled = true) {
  const { data, error } = useQuery({ ...subnetPoolUtilization(pool), enabled })
  return { usage: data ? poolUsage(undefined, data) : undefined, error }
}

/** The utilization cell of a pool row: one read per row, once the row is on screen (issue 29). */
export function SubnetPoolUsageCell({ pool }: { pool: string }) {
  const [ref, seen] = useSeenHere<HTMLSpanElement>()
  return <UsageCellText {...useSubnetPoolUsage(pool, seen)} pending={ref} />
}

/** A pool stored by id (an external subnet's), shown by name; the id when the user may not see it. */
export function SubnetPoolName({ id }: { id: string }) {
  const [ref, { data, error }] = useRowQuery(siloSubnetPoolById(id))
  if (data instanceof Unavailable) return <span className="font-mono text-xs">{id}</span>
  if (error) return <span className="text-xs text-danger-fg">{errorMessage(error)}</span>
  return data ? data.name : <span ref={ref}>…</span>
}
