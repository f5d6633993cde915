import type { BfdMode, SwitchSlot } from '@oxide/api'
import { uid } from './ids'

/**
 * BFD sessions as Nexus stores them (the `bfd_session` table: what `bfd-enable` adds and
 * `bfd-disable` soft-deletes); the switches' state for each is worked out when asked
 * (handlers/bfd.ts). Rack setup leaves one, to the first uplink's provider edge.
 */
export type BfdSessionRecord = {
  id: string
  local: string | null
  remote: string
  detection_threshold: number
  required_rx: number
  mode: BfdMode
  switch_slot: SwitchSlot
  time_created: string
}

export const bfdSessions: BfdSessionRecord[] = [
  {
    id: uid('bfd00000', 1),
    local: null,
    remote: '172.20.15.1',
    detection_threshold: 3,
    required_rx: 300000,
    mode: 'single_hop',
    switch_slot: 'switch0',
    time_created: '2025-02-20T12:00:00Z',
  },
]
