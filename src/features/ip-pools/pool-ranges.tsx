import type { IpPool, IpPoolRange } from '@oxide/api'
import { call } from '~/api/query'
import { dateColumn } from '~/components/columns'
import { removeAction } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { IP_POOL_OPS } from '~/resources/ip-pools/queries'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { blockSize, formatCount, rangeBlock } from '~/util/ip-space'
import { sb } from '~/util/system-paths'

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
  dateColumn('Added', (r) => r.timeCreated),
]

/**
 * The pool's ranges, by first address as the API lists them: the whole list the page read for
 * the capacity and the address map (a pool holds a few ranges; the server sums 10,000 at most).
 */
export function PoolRanges({
  pool,
  ranges,
  cannot,
}: {
  pool: IpPool
  ranges: IpPoolRange[]
  cannot: string | undefined
}) {
  const rowActions = (r: IpPoolRange) => [
    removeAction({
      title: 'Remove IP range',
      content: `Remove ${text(r)} from ${pool.name}? The server refuses while any of its addresses is allocated.`,
      run: () => call('systemIpPoolRangeRemove', { path: { pool: pool.id }, body: r.range }),
      touches: IP_POOL_OPS,
      success: `Range ${text(r)} removed`,
      denied: cannot,
    }),
  ]
  const addRange = (
    <LinkButton to={sb.ipPoolRangesAdd({ pool: pool.name })} disabledReason={cannot}>
      <PlusIcon size={14} />
      Add range
    </LinkButton>
  )
  return (
    <TabSection
      heading="IP ranges"
      intro="Addresses of a range are allocated lowest first."
      actions={addRange}
    >
      <ListTable
        label="IP ranges"
        columns={columns}
        rows={ranges}
        rowKey={(r) => r.id}
        rowName={text}
        empty="No IP ranges: the pool allocates nothing until it has one."
        actions={rowActions}
      />
    </TabSection>
  )
}
