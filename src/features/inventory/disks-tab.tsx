import type { PhysicalDisk } from '@oxide/api'
import { usePrefetchedQuery } from '~/api/query'
import { textColumn } from '~/components/columns'
import { listLoader, listPage } from '~/components/list-page'
import { DiskPolicy, FORM_FACTOR, SledLink } from '~/resources/inventory/cells'
import { allSleds, physicalDiskList } from '~/resources/inventory/queries'
import type { Column } from '~/ui/table'

export const loader = listLoader((_, page) => [physicalDiskList(page), allSleds()])

/** Every physical disk of the rack with its sled (by serial), kind, policy and state. */
export default listPage(
  () => ({ sleds: usePrefetchedQuery(allSleds()).items }),
  ({ sleds }) => {
    const serialOf = (d: PhysicalDisk) =>
      sleds.find((s) => s.id === d.sledId)?.baseboard.serial ?? ''
    const columns: Column<PhysicalDisk>[] = [
      textColumn('Serial', (d) => d.serial, { mono: true }),
      {
        header: 'Sled',
        value: serialOf,
        cell: (d) => (d.sledId ? <SledLink id={d.sledId} serial={serialOf(d) || d.sledId} /> : '—'),
      },
      textColumn('Form factor', (d) => FORM_FACTOR[d.formFactor]),
      textColumn('Model', (d) => d.model, { mono: true }),
      { header: 'Policy', value: (d) => d.policy.kind, cell: (d) => <DiskPolicy disk={d} /> },
      textColumn('State', (d) => d.state),
    ]
    return {
      heading: 'Physical disks',
      query: (page) => physicalDiskList(page),
      columns,
      empty: { title: 'No physical disks', body: 'The rack reports no disks.' },
    }
  },
)
