import type { PhysicalDisk } from '@oxide/api'
import { Link } from 'react-router'
import { textColumn } from '~/components/columns'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { DiskPolicy, FORM_FACTOR } from './cells'

/**
 * A physical disk's columns, for the rack's disk list and a sled's disks: its serial (the
 * link to its page), then the rest after what the list adds between.
 */
export const diskSerialColumn: Column<PhysicalDisk> = {
  header: 'Serial',
  value: (d) => d.serial,
  cell: (d) => (
    <Link to={sb.physicalDisk({ diskId: d.id })} className="font-mono hover:underline">
      {d.serial}
    </Link>
  ),
}

export const diskColumns: Column<PhysicalDisk>[] = [
  textColumn('Form factor', (d) => FORM_FACTOR[d.formFactor]),
  textColumn('Model', (d) => d.model, { mono: true }),
  { header: 'Policy', value: (d) => d.policy.kind, cell: (d) => <DiskPolicy disk={d} /> },
]
