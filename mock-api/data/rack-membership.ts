import type { BaseboardId } from '@oxide/api'
import type { Json } from '../json'
import { RACK_ID, sleds } from './inventory'

/**
 * The rack's trust quorum memberships (handlers/rack-membership.ts), one record per version.
 * Rack setup's upgrade from LRTQ left version 2 committed with the 16 sleds; the two seated
 * sleds are no members yet.
 */
export type MembershipRecord = {
  rack_id: string
  version: number
  /** `preparing` until every member has committed to it (then `committed`), or `aborted`. */
  state: 'preparing' | 'committed' | 'aborted'
  members: Json<BaseboardId>[]
  /** Members that have not committed to this version yet. */
  unacked: Json<BaseboardId>[]
  /** Members new in this version: they join the sled list once it commits. */
  added: Json<BaseboardId>[]
  /** The version this one was proposed from. */
  last_committed: number | null
  time_created: string
  time_committed: string | null
  time_aborted: string | null
}

export const rackMemberships: MembershipRecord[] = [
  {
    rack_id: RACK_ID,
    version: 2,
    state: 'committed',
    members: sleds.map((s) => ({
      part_number: s.baseboard.part,
      serial_number: s.baseboard.serial,
    })),
    unacked: [],
    added: [],
    last_committed: null,
    time_created: '2025-02-20T12:00:00Z',
    time_committed: '2025-02-20T12:00:00Z',
    time_aborted: null,
  },
]
