import { useFleetPermissions } from '~/api/fleet-permissions'
import { textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { loopbackBulkActions } from '~/resources/rack-networking/actions'
import { LotBlockCell } from '~/resources/rack-networking/cells'
import {
  deleteLoopback,
  type LoopbackRow,
  loopbackAddressList,
  RACK_NETWORK_OPS,
} from '~/resources/rack-networking/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<LoopbackRow>[] = [
  {
    header: 'Address',
    value: (l) => l.address,
    cell: (l) => <span className="font-mono font-medium">{l.address}</span>,
  },
  textColumn('Switch', (l) => l.switchSlot),
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
export default listPage(
  () => ({ cannot: useFleetPermissions().cannot('rackNetworking') }),
  ({ cannot }) => ({
    title: 'Loopback addresses',
    intro:
      'Addresses of a switch itself rather than of one of its ports, each taken from a block of an address lot.',
    query: (page) => loopbackAddressList(page),
    columns,
    denied: cannot,
    rowActions: {
      delete: { kind: 'loopback address', run: deleteLoopback, touches: RACK_NETWORK_OPS },
    },
    bulkActions: loopbackBulkActions,
    create: { to: sb.loopbackAddressesNew(), label: 'New loopback address' },
    empty: {
      title: 'No loopback addresses',
      body: 'A loopback address gives a switch an address of its own, from an address lot.',
    },
  }),
)
