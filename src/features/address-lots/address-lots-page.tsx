import type { AddressLot } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { lotBulkActions } from '~/resources/rack-networking/actions'
import { LOT_KIND_LABEL, LotKindBadge } from '~/resources/rack-networking/cells'
import {
  addressLotList,
  deleteAddressLot,
  RACK_NETWORK_OPS,
} from '~/resources/rack-networking/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<AddressLot>[] = [
  nameColumn((l) => sb.addressLot({ addressLot: l.name })),
  descriptionColumn(),
  {
    header: 'Kind',
    value: (l) => LOT_KIND_LABEL[l.kind],
    cell: (l) => <LotKindBadge kind={l.kind} />,
  },
  createdColumn(),
]

/** system/networking/address-lots: the address ranges the rack's switches take addresses from. */
export default listPage(
  () => {
    const { cannot } = useFleetPermissions()
    return { cannotCreate: cannot('addressLotCreate'), cannotDelete: cannot('rackNetworking') }
  },
  ({ cannotCreate, cannotDelete }) => ({
    title: 'Address lots',
    intro:
      "Blocks of addresses the rack's switches take their own addresses from: loopback addresses and the addresses of switch port settings.",
    query: (page) => addressLotList(page),
    columns,
    denied: cannotDelete,
    rowActions: {
      view: (l) => sb.addressLot({ addressLot: l.name }),
      delete: { kind: 'address lot', run: deleteAddressLot, touches: RACK_NETWORK_OPS },
    },
    bulkActions: lotBulkActions,
    create: { to: sb.addressLotsNew(), label: 'New address lot', disabledReason: cannotCreate },
    empty: {
      title: 'No address lots',
      body: "A lot holds blocks of addresses for the switches' ports and loopback addresses.",
    },
  }),
)
