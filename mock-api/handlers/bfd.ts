import type { BfdState, BfdStatus, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import type { BfdSessionRecord } from '../data/bfd'
import { db, now } from '../db'
import { internalError } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { stdIpText } from '../std-net'
import { established } from './bgp-routing'
import { type Reader, reader } from './body'

/**
 * BFD sessions (nexus/src/app/bfd.rs, ds/bfd.rs). Enable, disable and status each need only
 * ListChildren on the Fleet (the http entrypoints), so a fleet viewer may change them too, as
 * on the server. Enable adds a session row; a second live session for the same remote and
 * switch breaks the unique index, which Nexus answers with a 500. Disable marks the live
 * session of that remote and switch deleted, and answers 204 when there is none. The status
 * is each switch's view: a session comes up once its remote answers (here: the remote is an
 * established BGP peer of that switch), after a moment's handshake.
 */
const HANDSHAKE_MS = 3000

const lister = (user: Json<User>) => requireFleetRole(user, 'viewer')

/** An `IpAddr` field, kept as std writes it. */
const ip = (b: Reader, k: string) => {
  const text = stdIpText(b.string(k))
  if (!text) throw b.fail(k, 'invalid IP address syntax')
  return text
}

const SLOTS = ['switch0', 'switch1'] as const

function stateOf(session: BfdSessionRecord): BfdState {
  if (Date.now() - Date.parse(session.time_created) < HANDSHAKE_MS) return 'down'
  const answers = established().some(
    (s) => s.addr === session.remote && s.switch === session.switch_slot,
  )
  return answers ? 'up' : 'down'
}

export const bfdHandlers: HandlerMap = {
  networkingBfdStatus: ({ user }) => {
    lister(user)
    return db.bfdSessions.map(
      (s): Json<BfdStatus> => ({
        peer: s.remote,
        state: stateOf(s),
        switch_slot: s.switch_slot,
        local: s.local ?? '0.0.0.0',
        detection_threshold: s.detection_threshold,
        required_rx: s.required_rx,
        mode: s.mode,
      }),
    )
  },

  networkingBfdEnable: ({ body, user }) => {
    const b = reader(body)
    const local = b.has('local') ? ip(b, 'local') : null
    const remote = ip(b, 'remote')
    const detection = b.int('detection_threshold', 'u8')
    const requiredRx = b.int('required_rx', 'u64')
    const slot = b.enum('switch_slot', SLOTS)
    const mode = b.enum('mode', ['single_hop', 'multi_hop'] as const)
    lister(user)
    if (db.bfdSessions.some((s) => s.remote === remote && s.switch_slot === slot))
      throw internalError()
    db.bfdSessions.push({
      id: crypto.randomUUID(),
      local,
      remote,
      detection_threshold: detection,
      required_rx: requiredRx,
      mode,
      switch_slot: slot,
      time_created: now(),
    })
  },

  networkingBfdDisable: ({ body, user }) => {
    const b = reader(body)
    const remote = ip(b, 'remote')
    const slot = b.enum('switch_slot', SLOTS)
    lister(user)
    db.bfdSessions = db.bfdSessions.filter((s) => !(s.remote === remote && s.switch_slot === slot))
  },
}
