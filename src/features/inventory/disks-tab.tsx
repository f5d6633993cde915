import type { PhysicalDisk } from '@oxide/api'
import { Link } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { DiskPolicy, FORM_FACTOR, SledLink } from '~/resources/inventory/cells'
import { allSleds, physicalDiskList } from '~/resources/inventory/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

/** Every physical disk of the rack with its sled (by serial), kind, policy and state. */
export default listPage(
  () => ({ sleds: usePrefetchedQuery(allSleds()).items }),
  ({ sleds }) => {
    const serialOf = (d: PhysicalDisk) =>
      sleds.find((s) => s.id === d.sledId)?.baseboard.serial ?? ''
    const columns: Column<PhysicalDisk>[] = [
      {
        header: 'Serial',
        value: (d) => d.serial,
        cell: (d) => (
          <Link to={sb.physicalDisk({ diskId: d.id })} className="font-mono hover:underline">
            {d.serial}
          </Link>
        ),
      },
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
