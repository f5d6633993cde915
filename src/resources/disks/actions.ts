import type { Disk } from '@oxide/api'
import { call } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import type { MenuAction } from '~/ui/menu'
import { diskActionDisabled } from '~/util/disk-states'
import { generateName } from '~/util/generated-name'
import { SNAPSHOT_OPS } from './queries'

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
