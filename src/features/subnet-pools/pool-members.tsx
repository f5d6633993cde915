import type { SubnetPool, SubnetPoolMember } from '@oxide/api'
import { call } from '~/api/query'
import { dateColumn } from '~/components/columns'
import { removeAction } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { SUBNET_POOL_OPS } from '~/resources/subnet-pools/queries'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { formatCount } from '~/util/ip-space'
import { sb } from '~/util/system-paths'
import { subnetSize } from './member-values'

const size = (m: SubnetPoolMember) => {
  const n = subnetSize(m.subnet)
  return n === undefined ? '—' : formatCount(n)
}

const columns: Column<SubnetPoolMember>[] = [
  { header: 'Subnet', cell: (m) => m.subnet, value: (m) => m.subnet, className: 'font-mono' },
  { header: 'Addresses', cell: size, className: 'font-mono tabular-nums' },
  {
    header: 'Prefix lengths',
    cell: (m) => `/${m.minPrefixLength} to /${m.maxPrefixLength}`,
    className: 'font-mono',
  },
  dateColumn('Added', (m) => m.timeCreated),
]

/**
 * The pool's members, by subnet as the API lists them: the whole list the page read (a pool
 * holds a few blocks).
 */
export function PoolMembers({
  pool,
  members,
  cannot,
}: {
  pool: SubnetPool
  members: SubnetPoolMember[]
  cannot: string | undefined
}) {
  const rowActions = (m: SubnetPoolMember) => [
    removeAction({
      title: 'Remove member',
      content: `Remove ${m.subnet} from ${pool.name}? The server refuses while any external subnet is allocated from it.`,
      run: () =>
        call('systemSubnetPoolMemberRemove', {
          path: { pool: pool.id },
          body: { subnet: m.subnet },
        }),
      touches: SUBNET_POOL_OPS,
      success: `Member ${m.subnet} removed`,
      denied: cannot,
    }),
  ]
  return (
    <TabSection
      heading="Members"
      intro="External subnets are allocated from the pool’s members, within their prefix lengths."
      actions={
        <LinkButton to={sb.subnetPoolMembersAdd({ subnetPool: pool.name })} disabledReason={cannot}>
          <PlusIcon size={14} />
          Add member
        </LinkButton>
      }
    >
      <ListTable
        label="Members"
        columns={columns}
        rows={members}
        rowKey={(m) => m.id}
        rowName={(m) => m.subnet}
        empty="No members: the pool allocates nothing until it has one."
        actions={rowActions}
      />
    </TabSection>
  )
}
