import type { Disk, Instance } from '@oxide/api'
import { createdColumn, NameLink, nameColumn, sizeColumn } from '~/components/columns'
import { DiskStateBadge } from '~/components/state-badges'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

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

/** The instance a disk is attached to, if any: its id, as the disk's state holds it. */
export const attachedId = (d: Disk) => ('instance' in d.state ? d.state.instance : undefined)

/** The instance a disk is attached to, by name, from the project's instances (by id). */
export const attachedToColumn = (
  project: string,
  instances: Map<string, Instance>,
): Column<Disk> => ({
  header: 'Attached to',
  value: (d) => {
    const id = attachedId(d)
    return id ? (instances.get(id)?.name ?? id) : ''
  },
  cell: (d) => {
    const id = attachedId(d)
    if (!id) return <span className="text-tertiary">—</span>
    const instance = instances.get(id)
    // an instance newer than the page's list of them: its id is what the disk knows
    if (!instance) return <span className="font-mono text-xs">{id}</span>
    return (
      <NameLink to={pb.instance({ project, instance: instance.name })}>{instance.name}</NameLink>
    )
  },
})
