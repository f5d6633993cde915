import type { Disk, Instance } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete, confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { SNAPSHOT_OPS } from '~/resources/snapshots/queries'
import type { MenuAction } from '~/ui/menu'
import { diskActionDisabled } from '~/util/disk-states'
import { generateName } from '~/util/generated-name'
import { instanceActionDisabled } from '~/util/instance-states'
import { DISK_OPS } from './queries'

/** Snapshot a disk, named after it with a random suffix: a row action wherever disks are listed. */
export const snapshotDiskAction = (project: string, disk: Disk): MenuAction => ({
  label: 'Snapshot',
  disabled: diskActionDisabled('snapshot', disk.state.state) ?? false,
  onActivate: () =>
    confirmAction({
      title: 'Snapshot disk',
      content: `Take a snapshot of ${disk.name}?`,
      confirmLabel: 'Snapshot',
      run: () =>
        call('snapshotCreate', {
          query: { project },
          body: { name: generateName([disk.name]), description: '', disk: disk.id },
        }),
      touches: SNAPSHOT_OPS,
      success: `Snapshot of ${disk.name} started`,
    }),
})

/**
 * Detach a disk from the instance it is attached to: on the instance's storage tab and in the
 * project's disk list. The disk's state and the instance's run state both have a say (spec
 * section 4); a run state that is not known leaves that rule to the server. By ids, which hold
 * even where only the disk's record names the instance.
 */
export const detachDiskAction = (
  disk: Disk,
  instance: Pick<Instance, 'id' | 'name'> & { runState?: Instance['runState'] },
): MenuAction => ({
  label: 'Detach',
  danger: true,
  separatorBefore: true,
  disabled:
    diskActionDisabled('detach', disk.state.state) ??
    (instance.runState && instanceActionDisabled('detachDisk', instance.runState)) ??
    false,
  onActivate: () =>
    confirmAction({
      title: 'Detach disk',
      content: `Detach ${disk.name} from ${instance.name}? The disk and its data stay in the project.`,
      confirmLabel: 'Detach',
      danger: true,
      run: () =>
        call('instanceDiskDetach', { path: { instance: instance.id }, body: { disk: disk.id } }),
      touches: DISK_OPS,
      success: `Disk ${disk.name} detached`,
    }),
})

/**
 * What the disk list does to many disks at once: delete each the state table allows (spec
 * section 4: detached or faulted), the rest skipped with the reason; the user's role first.
 */
export const diskBulkActions = (project: string): BulkAction<Disk>[] => [
  bulkDelete<Disk>('Delete disks', {
    run: (d) => call('diskDelete', { path: { disk: d.name }, query: { project } }),
    touches: DISK_OPS,
    refuse: (d) => diskActionDisabled('delete', d.state.state),
  }),
]
