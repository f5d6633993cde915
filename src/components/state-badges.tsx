import type { InstanceState, SnapshotState } from '@oxide/api'
import { Badge, type BadgeColor, type BadgeVariant } from '~/ui/badge'
import { type DiskStateName, diskStateLabel, isDiskTransitional } from '~/util/disk-states'
import { isTransitional } from '~/util/instance-states'
import { isSnapshotTransitional } from '~/util/snapshot-states'

type Look = { color: BadgeColor; variant: BadgeVariant }

/**
 * Spec section 4: each run state has its own badge colour. Six colours in two looks (filled,
 * outlined) give the ten states ten different badges; the text always names the state.
 */
export const INSTANCE_STATE_LOOK: Record<InstanceState, Look> = {
  creating: { color: 'blue', variant: 'outline' },
  starting: { color: 'blue', variant: 'subtle' },
  running: { color: 'green', variant: 'subtle' },
  rebooting: { color: 'purple', variant: 'outline' },
  stopping: { color: 'yellow', variant: 'outline' },
  stopped: { color: 'neutral', variant: 'subtle' },
  repairing: { color: 'yellow', variant: 'subtle' },
  migrating: { color: 'purple', variant: 'subtle' },
  failed: { color: 'red', variant: 'subtle' },
  destroyed: { color: 'neutral', variant: 'outline' },
}

/** A pulsing dot marks a state that is on its way somewhere. */
const Pulse = () => (
  <span aria-hidden className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
)

export function InstanceStateBadge({ state }: { state: InstanceState }) {
  const look = INSTANCE_STATE_LOOK[state]
  return (
    <Badge color={look.color} variant={look.variant}>
      {isTransitional(state) && <Pulse />}
      {state}
    </Badge>
  )
}

const DISK_STATE_COLOR: Record<DiskStateName, BadgeColor> = {
  attached: 'green',
  attaching: 'blue',
  creating: 'blue',
  detaching: 'blue',
  detached: 'neutral',
  destroyed: 'neutral',
  faulted: 'red',
  maintenance: 'yellow',
  import_ready: 'purple',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'purple',
}

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return (
    <Badge color={DISK_STATE_COLOR[state]}>
      {isDiskTransitional(state) && <Pulse />}
      {diskStateLabel(state)}
    </Badge>
  )
}

const SNAPSHOT_STATE_COLOR: Record<SnapshotState, BadgeColor> = {
  creating: 'blue',
  ready: 'green',
  faulted: 'red',
  destroyed: 'neutral',
}

export function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  return (
    <Badge color={SNAPSHOT_STATE_COLOR[state]}>
      {isSnapshotTransitional(state) && <Pulse />}
      {state}
    </Badge>
  )
}
