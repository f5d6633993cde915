import type { SnapshotState } from '@oxide/api'
import { orList } from './instance-states'

/** Spec section 4: the snapshot states, in the order the spec lists them. */
export const SNAPSHOT_STATES = [
  'creating',
  'destroyed',
  'faulted',
  'ready',
] as const satisfies readonly SnapshotState[]

/** A snapshot on its way to ready; a list showing one polls until it settles. */
export const isSnapshotTransitional = (state: SnapshotState) => state === 'creating'

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

/** Why a snapshot action is unavailable in this state, or undefined when it is allowed. */
export function snapshotActionDisabled(
  action: SnapshotAction,
  state: SnapshotState,
): string | undefined {
  const allowed: readonly SnapshotState[] = SNAPSHOT_ACTION_STATES[action]
  if (allowed.includes(state)) return undefined
  return `Only available when the snapshot is ${orList(allowed)}`
}
