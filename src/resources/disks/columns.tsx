import type { Disk } from '@oxide/api'
import { createdColumn, nameColumn, sizeColumn } from '~/components/columns'
import { DiskStateBadge } from '~/components/state-badges'
import type { Column } from '~/ui/table'

export const diskStateColumn: Column<Disk> = {
  header: 'State',
  value: (d) => d.state.state,
  cell: (d) => <DiskStateBadge state={d.state.state} />,
}

/** A disk's name, size, state and age: an instance's disks, and the project's disk list. */
export const diskColumns: Column<Disk>[] = [
  nameColumn(),
  sizeColumn(),
  diskStateColumn,
  createdColumn(),
]
