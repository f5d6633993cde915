import type { BaseboardId, RackMembershipStatus, Sled } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { config } from '../config'
import type { MembershipRecord } from '../data/rack-membership'
import { db } from '../db'
import { errorResponse, internalError, invalidRequest } from '../errors'
import { queryUint } from '../int-params'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { uuidPathParam } from '../selectors'
import { reader } from './body'

/**
 * Rack membership (trust quorum), as nexus `app/trust_quorum.rs` and the datastore's
 * `trust_quorum.rs` have it. Adding sleds proposes the next version with every member
 * unacknowledged; it moves on as the mock's `transitionMs` passes, read when anything asks:
 * after one step the existing members have acknowledged, after two the new ones too and it
 * commits, and the added sleds leave the uninitialized list for the sled list (with
 * `transitionMs` 0, on the next read). The server's internal checks (a change already in
 * progress, a sled no inventory knows, aborting a committed change) answer 500, as there.
 */
type Board = Json<BaseboardId>

const key = (b: Board) => `${b.part_number}:${b.serial_number}`
const byKey = (a: Board, b: Board) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)
const has = (list: Board[], b: Board) => list.some((x) => key(x) === key(b))

const notFound = (message: string) => errorResponse(404, 'Not Found', message)

/** The path's rack id (the kit has already refused one that is no UUID, in the crate's words). */
const rackIdOf = (raw: string) => uuidPathParam(raw)

const ofRack = (rackId: string) => db.rackMemberships.filter((m) => m.rack_id === rackId)
const latestOf = (rackId: string) =>
  ofRack(rackId).reduce<MembershipRecord | undefined>(
    (a, m) => (!a || m.version > a.version ? m : a),
    undefined,
  )

/** A new member's sled, once the membership it joined has committed. */
function joinSled(board: Board, rackId: string, at: string) {
  const seated = db.uninitializedSleds.find(
    (s) => s.baseboard.part === board.part_number && s.baseboard.serial === board.serial_number,
  )
  db.uninitializedSleds = db.uninitializedSleds.filter((s) => s !== seated)
  if (db.sleds.some((s) => s.baseboard.serial === board.serial_number)) return
  const sled: Json<Sled> = {
    id: `5c1ed000-0000-4000-8000-${String(1000 + (seated?.cubby ?? db.sleds.length)).padStart(12, '0')}`,
    baseboard: {
      part: board.part_number,
      revision: seated?.baseboard.revision ?? 0,
      serial: board.serial_number,
    },
    policy: { kind: 'in_service', provision_policy: 'provisionable' },
    rack_id: rackId,
    state: 'active',
    usable_hardware_threads: 128,
    usable_physical_ram: 1_086_627_160_064,
    time_created: at,
    time_modified: at,
  }
  db.sleds.push(sled)
}

/** Move every change in progress on as far as the time since it was proposed takes it. */
export function settleMemberships(now = Date.now()) {
  for (const m of db.rackMemberships) {
    if (m.state !== 'preparing') continue
    const elapsed = now - Date.parse(m.time_created)
    if (elapsed >= config.transitionMs) m.unacked = m.unacked.filter((b) => has(m.added, b))
    if (elapsed < 2 * config.transitionMs) continue
    const at = new Date(Date.parse(m.time_created) + 2 * config.transitionMs).toISOString()
    m.state = 'committed'
    m.unacked = []
    m.time_committed = at
    for (const board of m.added) joinSled(board, m.rack_id, at)
  }
}

const status = (m: MembershipRecord): Json<RackMembershipStatus> => ({
  rack_id: m.rack_id,
  version: m.version,
  state: m.state === 'preparing' ? 'in_progress' : m.state,
  members: m.members,
  unacknowledged_members: m.unacked,
  time_created: m.time_created,
  time_committed: m.time_committed,
  time_aborted: m.time_aborted,
})

/** Rust's Debug of the `BTreeSet<&BaseboardId>` in nexus's message. */
const debugSet = (boards: Board[]) =>
  `{${boards.map((b) => `BaseboardId { part_number: ${JSON.stringify(b.part_number)}, serial_number: ${JSON.stringify(b.serial_number)} }`).join(', ')}}`

function readSledIds(body: unknown): Board[] {
  const r = reader(body)
  const boards = r.list('sled_ids').map((item, i) => {
    const b = reader(item, `sled_ids[${i}]`)
    return { part_number: b.string('part_number'), serial_number: b.string('serial_number') }
  })
  // a BTreeSet: each once, in order
  return boards.filter((b, i) => boards.findIndex((x) => key(x) === key(b)) === i).sort(byKey)
}

/** Whether the rack's inventory knows this baseboard (a sled, or one seated but not added). */
const inInventory = (b: Board) =>
  db.sleds.some(
    (s) => s.baseboard.part === b.part_number && s.baseboard.serial === b.serial_number,
  ) ||
  db.uninitializedSleds.some(
    (s) => s.baseboard.part === b.part_number && s.baseboard.serial === b.serial_number,
  )

export const rackMembershipHandlers: HandlerMap = {
  rackMembershipStatus: ({ path, query, user }) => {
    const rackId = rackIdOf(path.rackId)
    const version = queryUint(query.version, 'u64')
    requireFleetRole(user, 'viewer')
    settleMemberships()
    const found =
      version === undefined ? latestOf(rackId) : ofRack(rackId).find((m) => m.version === version)
    if (!found) throw notFound('could not find rack membership')
    return status(found)
  },

  rackMembershipAddSleds: ({ path, body, user }) => {
    const rackId = rackIdOf(path.rackId)
    const adding = readSledIds(body)
    requireFleetRole(user, 'viewer')
    settleMemberships()
    const latest = latestOf(rackId)
    if (!latest)
      throw invalidRequest(
        `Missing trust quorum configurations for rack ${rackId}. Upgrade to trust quorum required.`,
      )
    const base =
      latest.state === 'aborted'
        ? ofRack(rackId).find((m) => m.version === latest.last_committed)
        : latest
    if (!base) throw invalidRequest(`No committed trust quorum configuration for rack ${rackId}.`)
    const already = adding.filter((b) => has(base.members, b))
    if (already.length > 0)
      throw invalidRequest(
        `The following sleds are already members of the trust quorum: ${debugSet(already)}.`,
      )
    requireFleetRole(user, 'admin')
    const members = [...base.members, ...adding].sort(byKey)
    // the datastore's checks (bail_unless): internal errors, a 500 to the client
    if (members.length < 3 || members.length > 32) throw internalError()
    if (!members.every(inInventory)) throw internalError()
    if (latest.state === 'preparing') throw internalError()
    const record: MembershipRecord = {
      rack_id: rackId,
      version: latest.version + 1,
      state: 'preparing',
      members,
      unacked: members,
      added: adding,
      last_committed: base.version,
      time_created: new Date().toISOString(),
      time_committed: null,
      time_aborted: null,
    }
    db.rackMemberships.push(record)
    return status(record)
  },

  /** Only a change still preparing can be aborted; aborting an aborted one changes nothing. */
  rackMembershipAbort: ({ path, user }) => {
    const rackId = rackIdOf(path.rackId)
    requireFleetRole(user, 'viewer')
    settleMemberships()
    const latest = latestOf(rackId)
    if (!latest) throw notFound('No trust quorum configuration exists for this rack')
    requireFleetRole(user, 'admin')
    if (latest.state === 'committed') throw internalError()
    if (latest.state === 'preparing') {
      latest.state = 'aborted'
      latest.time_aborted = new Date().toISOString()
    }
    return status(latest)
  },
}
