import type { AddressLotBlock } from '@oxide/api'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { type PageParams, usePrefetchedQuery } from '~/api/query'
import { DeleteButton } from '~/components/delete-button'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { TableSection } from '~/components/table-section'
import { LotKindBadge } from '~/resources/rack-networking/cells'
import {
  addressLotBlocks,
  addressLotView,
  deleteAddressLot,
  RACK_NETWORK_OPS,
} from '~/resources/rack-networking/queries'
import { PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'
import { blockSizeOf } from '~/util/address-blocks'
import { formatCount } from '~/util/ip-space'
import { sb } from '~/util/system-paths'

const columns: Column<AddressLotBlock>[] = [
  {
    header: 'First address',
    value: (b) => b.firstAddress,
    cell: (b) => <span className="font-mono">{b.firstAddress}</span>,
  },
  {
    header: 'Last address',
    value: (b) => b.lastAddress,
    cell: (b) => <span className="font-mono">{b.lastAddress}</span>,
  },
  {
    header: 'Addresses',
    cell: (b) => {
      const size = blockSizeOf(b)
      return <span className="font-mono">{size === undefined ? '—' : formatCount(size)}</span>
    },
  },
  {
    header: 'Block ID',
    value: (b) => b.id,
    cell: (b) => <span className="font-mono text-xs text-secondary">{b.id}</span>,
  },
]

/** An address lot: what it is for, and its blocks. The API has no update but the create's upsert. */
export default function AddressLotPage() {
  const navigate = useNavigate()
  const { addressLot: selector } = useRouteParams('addressLot')
  const { lot } = usePrefetchedQuery(addressLotView(selector))
  const cannot = useFleetPermissions().cannot('rackNetworking')
  const blocks = useCallback((page: PageParams) => addressLotBlocks(selector, page), [selector])
  return (
    <>
      <PageHeader
        title={lot.name}
        actions={
          <DeleteButton
            denied={cannot}
            kind="address lot"
            name={lot.name}
            run={() => deleteAddressLot(lot)}
            touches={RACK_NETWORK_OPS}
            after={() => navigate(sb.addressLots())}
          />
        }
      >
        <LotKindBadge kind={lot.kind} />
      </PageHeader>
      <PropertiesTable>
        <Property.Description text={lot.description} />
        <Property.Id id={lot.id} noun="address lot" />
        <Property.Created date={lot.timeCreated} />
        <Property.Modified date={lot.timeModified} />
      </PropertiesTable>
      <TableSection
        title="Blocks"
        intro="The server refuses to delete a lot while a loopback address or switch port settings hold an address from it."
        query={blocks}
        columns={columns}
        empty={{ title: 'No blocks', body: 'This lot holds no addresses.' }}
      />
    </>
  )
}
