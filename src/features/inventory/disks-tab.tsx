import type { PhysicalDisk } from '@oxide/api'
import { usePrefetchedQuery } from '~/api/query'
import { textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { SledLink } from '~/resources/inventory/cells'
import { diskColumns, diskSerialColumn } from '~/resources/inventory/columns'
import { allSleds, physicalDiskList } from '~/resources/inventory/queries'
import type { Column } from '~/ui/table'
import { DiskAdoption } from './disk-adoption'

/**
 * Every physical disk of the rack with its sled (by serial), kind, policy and state; below, the
 * disks not adopted yet and the adoption requests.
 */
export default listPage(
  () => ({ sleds: usePrefetchedQuery(allSleds()).items }),
  ({ sleds }) => {
    const serialOf = (d: PhysicalDisk) =>
      sleds.find((s) => s.id === d.sledId)?.baseboard.serial ?? ''
    const columns: Column<PhysicalDisk>[] = [
      diskSerialColumn,
      {
        header: 'Sled',
        value: serialOf,
        cell: (d) => (d.sledId ? <SledLink id={d.sledId} serial={serialOf(d) || d.sledId} /> : '—'),
      },
      ...diskColumns,
      textColumn('State', (d) => d.state),
    ]
    return {
      heading: 'Physical disks',
      query: (page) => physicalDiskList(page),
      columns,
      empty: { title: 'No physical disks', body: 'The rack reports no disks.' },
      children: <DiskAdoption sleds={sleds} />,
    }
  },
)
