import type { BfdState, BgpPeerState } from '@oxide/api'
import { Badge, type BadgeColor } from '~/ui/badge'

/** A BGP session's state: established is green, trying to connect yellow, idle neutral. */
const PEER_COLOR: Record<BgpPeerState, BadgeColor> = {
  established: 'green',
  idle: 'neutral',
  connect: 'yellow',
  active: 'yellow',
  open_sent: 'blue',
  open_confirm: 'blue',
  connection_collision: 'blue',
  session_setup: 'blue',
}

export const peerStateLabel = (state: BgpPeerState) => state.replace(/_/g, ' ')

export const PeerStateBadge = ({ state }: { state: BgpPeerState }) => (
  <Badge color={PEER_COLOR[state]}>{peerStateLabel(state)}</Badge>
)

const BFD_COLOR: Record<BfdState, BadgeColor> = {
  up: 'green',
  init: 'blue',
  down: 'red',
  admin_down: 'neutral',
}

export const BfdStateBadge = ({ state }: { state: BfdState }) => (
  <Badge color={BFD_COLOR[state]}>{state.replace(/_/g, ' ')}</Badge>
)
