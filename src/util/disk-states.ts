import type { BlockSize, DiskState } from '@oxide/api'
import { orList } from './instance-states'

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

/** States the server moves on from by itself; a disk list polls while one is shown. */
export const TRANSITIONAL_DISK_STATES: readonly DiskStateName[] = [
  'attaching',
  'creating',
  'detaching',
  'finalizing',
  'importing_from_url',
]

export const isDiskTransitional = (state: DiskStateName) => TRANSITIONAL_DISK_STATES.includes(state)

/** Spec section 4: disk actions and the disk states that allow them. */
export const DISK_ACTION_STATES = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof DISK_ACTION_STATES

export const diskCan = (action: DiskAction, state: DiskStateName) =>
  (DISK_ACTION_STATES[action] as readonly DiskStateName[]).includes(state)

/** `import_ready` -> `import ready` */
export const diskStateLabel = (state: DiskStateName) => state.replaceAll('_', ' ')

/** Why a disk action is unavailable in this state, or undefined when it is allowed. */
export function diskActionDisabled(action: DiskAction, state: DiskStateName): string | undefined {
  if (diskCan(action, state)) return undefined
  return `Only available when the disk is ${orList(DISK_ACTION_STATES[action].map(diskStateLabel))}`
}

/** The block sizes a disk or an image may have, in bytes, as the API's `BlockSize` takes them. */
export const BLOCK_SIZES = ['512', '2048', '4096'] as const satisfies readonly `${BlockSize}`[]
