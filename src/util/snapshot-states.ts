import type { SnapshotState } from '@oxide/api'
import { stateRules } from './instance-states'

/** Spec section 4: the snapshot states, in the order the spec lists them. */
export const SNAPSHOT_STATES = [
  'creating',
  'destroyed',
  'faulted',
  'ready',
] as const satisfies readonly SnapshotState[]

/**
 * Snapshot actions and the states that allow them. The spec gives no table for snapshots; these
 * are the server's rules (real-api-behaviour.md row 7: delete needs ready or faulted; an image is
 * made from a finished snapshot only).
 */
export const SNAPSHOT_ACTION_STATES = {
  delete: ['ready', 'faulted'],
  createImage: ['ready'],
} as const satisfies Record<string, readonly SnapshotState[]>

export type SnapshotAction = keyof typeof SNAPSHOT_ACTION_STATES

/** Why a snapshot action is unavailable in this state; a creating snapshot settles by itself. */
export const { disabled: snapshotActionDisabled, isTransitional: isSnapshotTransitional } =
  stateRules<SnapshotState, SnapshotAction>({
    noun: 'snapshot',
    transitional: ['creating'],
    actions: SNAPSHOT_ACTION_STATES,
  })
