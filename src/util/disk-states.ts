import type { BlockSize, DiskState } from '@oxide/api'
import { stateRules } from './instance-states'

export type DiskStateName = DiskState['state']

/** Spec section 4: the disk states, in the order the spec lists them. */
export const DISK_STATES = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
] as const satisfies readonly DiskStateName[]

/** Spec section 4: disk actions and the disk states that allow them. */
export const DISK_ACTION_STATES = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof DISK_ACTION_STATES

/** `import_ready` -> `import ready` */
export const diskStateLabel = (state: DiskStateName) => state.replaceAll('_', ' ')

/** Whether a disk state allows an action and if not why; which states settle by themselves. */
export const {
  can: diskCan,
  disabled: diskActionDisabled,
  isTransitional: isDiskTransitional,
} = stateRules<DiskStateName, DiskAction>({
  noun: 'disk',
  transitional: ['attaching', 'creating', 'detaching', 'finalizing', 'importing_from_url'],
  actions: DISK_ACTION_STATES,
  label: diskStateLabel,
})

/** The block sizes a disk or an image may have, in bytes, as the API's `BlockSize` takes them. */
export const BLOCK_SIZES = ['512', '2048', '4096'] as const satisfies readonly `${BlockSize}`[]
