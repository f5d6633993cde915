import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { loopbackBulkActions } from '~/resources/rack-networking/actions'
import { LotBlockCell } from '~/resources/rack-networking/cells'
import {
  deleteLoopback,
  type LoopbackRow,
  loopbackAddressList,
  RACK_NETWORK_OPS,
} from '~/resources/rack-networking/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(loopbackAddressList(pageParamsOf(request)))
}

const columns: Column<LoopbackRow>[] = [
  {
    header: 'Address',
    value: (l) => l.address,
    cell: (l) => <span className="font-mono font-medium">{l.address}</span>,
  },
  { header: 'Switch', value: (l) => l.switchSlot, cell: (l) => l.switchSlot },
  {
    header: 'Rack',
    value: (l) => l.rackId,
    cell: (l) => <span className="font-mono text-xs text-secondary">{l.rackId}</span>,
  },
  {
    header: 'From lot block',
    cell: (l) => <LotBlockCell blockId={l.addressLotBlockId} />,
    className: 'whitespace-normal',
  },
]

/** system/networking/loopback-addresses: the switches' addresses that belong to no port. */
export default function LoopbackAddressesPage() {
  const cannot = useFleetPermissions().cannot('rackNetworking')
  const rowActions = useCallback(
    (l: LoopbackRow): MenuAction[] => [
      {
        label: 'Delete',
        danger: true,
        disabled: cannot ?? false,
        onActivate: () =>
          confirmDelete({
            kind: 'loopback address',
            name: l.name,
            run: () => deleteLoopback(l),
            touches: RACK_NETWORK_OPS,
          }),
      },
    ],
    [cannot],
  )
  const bulkActions = useMemo(() => loopbackBulkActions(cannot), [cannot])
  const add = (
    <LinkButton to={sb.loopbackAddressesNew()} disabledReason={cannot}>
      <PlusIcon size={14} />
      New loopback address
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Loopback Addresses" actions={add}>
        Addresses of a switch itself rather than of one of its ports, each taken from a block of an
        address lot.
      </PageHeader>
      <QueryTable
        label="Loopback addresses"
        query={loopbackAddressList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No loopback addresses"
            body="A loopback address gives a switch an address of its own, from an address lot."
            action={add}
          />
        }
      />
      <Outlet />
    </>
  )
}
