import type { IpPool, IpPoolRange } from '@oxide/api'
import { useCallback } from 'react'
import { call, type PageParams } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { QueryTable } from '~/components/query-table'
import { IP_POOL_OPS, poolRangeList } from '~/resources/ip-pools/queries'
import { DateTime } from '~/ui/date-time'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { blockSize, formatCount, rangeBlock } from '~/util/ip-space'
import { pb } from '~/util/paths'

const text = (r: IpPoolRange) => `${r.range.first}–${r.range.last}`

const columns: Column<IpPoolRange>[] = [
  {
    header: 'First',
    cell: (r) => r.range.first,
    value: (r) => r.range.first,
    className: 'font-mono',
  },
  { header: 'Last', cell: (r) => r.range.last, value: (r) => r.range.last, className: 'font-mono' },
  {
    header: 'Addresses',
    cell: (r) => formatCount(blockSize(rangeBlock(r.range))),
    className: 'font-mono tabular-nums',
  },
  { header: 'Added', value: (r) => r.timeCreated, cell: (r) => <DateTime date={r.timeCreated} /> },
]

/** The pool's ranges, by first address as the API lists them. */
export function PoolRanges({
  pool,
  selector,
  cannot,
}: {
  pool: IpPool
  selector: string
  cannot: string | undefined
}) {
  const query = useCallback((page: PageParams) => poolRangeList(selector, page), [selector])
  const rowActions = useCallback(
    (r: IpPoolRange): MenuAction[] => [
      {
        label: 'Remove',
        danger: true,
        disabled: cannot ?? false,
        onActivate: () =>
          confirmAction({
            title: 'Remove IP range',
            content: `Remove ${text(r)} from ${pool.name}? The server refuses while any of its addresses is allocated.`,
            confirmLabel: 'Remove',
            danger: true,
            run: () => call('systemIpPoolRangeRemove', { path: { pool: pool.id }, body: r.range }),
            touches: IP_POOL_OPS,
            success: `Range ${text(r)} removed`,
          }),
      },
    ],
    [cannot, pool],
  )
  const addRange = (
    <LinkButton to={pb.ipPoolRangesAdd({ pool: pool.name })} disabledReason={cannot}>
      <PlusIcon size={14} />
      Add range
    </LinkButton>
  )
  return (
    <section className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="sr-only">IP ranges</h2>
        <p className="text-secondary">Addresses of a range are allocated lowest first.</p>
        {addRange}
      </div>
      <QueryTable
        label="IP ranges"
        query={query}
        columns={columns}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            title="No IP ranges"
            body="A pool allocates nothing until it has a range of addresses."
            action={addRange}
          />
        }
      />
    </section>
  )
}
