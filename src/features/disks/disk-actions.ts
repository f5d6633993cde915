import type { Disk, Instance } from '@oxide/api'
import { call } from '~/api/query'
import { confirmDelete } from '~/components/confirm-action'
import { detachDiskAction, snapshotDiskAction } from '~/resources/disks/actions'
import { DISK_OPS } from '~/resources/disks/queries'
import type { MenuAction } from '~/ui/menu'
import { diskActionDisabled } from '~/util/disk-states'

type AttachedInstance = Pick<Instance, 'id' | 'name'> & { runState?: Instance['runState'] }

/**
 * A disk's row actions in the project's list, each offered in the disk states spec section 4
 * allows and disabled with the reason otherwise. Attach asks which instance (`onAttach`);
 * detach is offered for an attached disk, which names its instance.
 */
export function diskActions(
  project: string,
  disk: Disk,
  instance: AttachedInstance | undefined,
  onAttach: (disk: Disk) => void,
): MenuAction[] {
  const state = disk.state.state
  const detachReason = diskActionDisabled('detach', state) ?? 'The disk is not attached'
  return [
    snapshotDiskAction(project, disk),
    {
      label: 'Attach',
      disabled: diskActionDisabled('attach', state) ?? false,
      onActivate: () => onAttach(disk),
    },
    instance
      ? detachDiskAction(disk, instance)
      : {
          label: 'Detach',
          danger: true,
          separatorBefore: true,
          disabled: detachReason,
          onActivate: () => {},
        },
    {
      label: 'Delete',
      danger: true,
      disabled: diskActionDisabled('delete', state) ?? false,
      onActivate: () =>
        confirmDelete({
          kind: 'disk',
          name: disk.name,
          run: () => call('diskDelete', { path: { disk: disk.name }, query: { project } }),
          touches: DISK_OPS,
        }),
    },
  ]
}
