import type { AddressLot } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { lotBulkActions } from '~/resources/rack-networking/actions'
import { LOT_KIND_LABEL, LotKindBadge } from '~/resources/rack-networking/cells'
import {
  addressLotList,
  deleteAddressLot,
  RACK_NETWORK_OPS,
} from '~/resources/rack-networking/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(addressLotList(pageParamsOf(request)))
}

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
export default function AddressLotsPage() {
  const navigate = useNavigate()
  const { cannot } = useFleetPermissions()
  const cannotCreate = cannot('addressLotCreate')
  const cannotDelete = cannot('rackNetworking')
  const rowActions = useCallback(
    (l: AddressLot): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(sb.addressLot({ addressLot: l.name })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: cannotDelete ?? false,
        onActivate: () =>
          confirmDelete({
            kind: 'address lot',
            name: l.name,
            run: () => deleteAddressLot(l),
            touches: RACK_NETWORK_OPS,
          }),
      },
    ],
    [navigate, cannotDelete],
  )
  const bulkActions = useMemo(() => lotBulkActions(cannotDelete), [cannotDelete])
  const newLot = (
    <LinkButton to={sb.addressLotsNew()} disabledReason={cannotCreate}>
      <PlusIcon size={14} />
      New address lot
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Address Lots" actions={newLot}>
        Blocks of addresses the rack's switches take their own addresses from: loopback addresses
        and the addresses of switch port settings.
      </PageHeader>
      <QueryTable
        label="Address lots"
        query={addressLotList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No address lots"
            body="A lot holds blocks of addresses for the switches' ports and loopback addresses."
            action={newLot}
          />
        }
      />
      <Outlet />
    </>
  )
}
