import type { SwitchBgpHistory } from '@oxide/api'
import type { Json } from '../json'
import { announcedBy, bgpId, PROVIDER_ROUTES, type Session, sessions } from './bgp-routing'

/**
 * The BGP messages mgd remembers per peer (its `MessageHistory`: `sent` and `received`, each a
 * list of `{ timestamp, connection_id, message }`, the message tagged `open`, `update`,
 * `notification`, `keep_alive` or `route_refresh` as maghemite's API writes them). Nexus passes
 * them on as loose JSON. An established session shows its opening exchange, the updates and the
 * latest keepalives; one that is down shows how the last connection ended.
 */
const KEEPALIVES = 6
/** Two-byte ASNs go in the OPEN as they are; larger ones as AS_TRANS (RFC 6793). */
const AS_TRANS = 23456

type Entry = { timestamp: string; connection_id: Record<string, string>; message: unknown }

const iso = (ms: number) => new Date(ms).toISOString()

const open = (asn: number, id: string, holdTime: number) => ({
  type: 'open',
  value: {
    version: 4,
    asn: asn > 65535 ? AS_TRANS : asn,
    hold_time: holdTime,
    id: bgpId(id),
    parameters: [
      {
        type: 'capabilities',
        value: [
          { multiprotocol_extensions: { afi: 1, safi: 1 } },
          { route_refresh: {} },
          { four_octet_as: { asn } },
        ],
      },
    ],
  },
})

const update = (nlri: string[], asn: number, nextHop: string) => ({
  type: 'update',
  value: {
    withdrawn: [],
    nlri: nlri.filter((n) => !n.includes(':')),
    path_attributes: [
      { typ: { flags: 64, type_code: 'origin' }, value: { origin: 'igp' } },
      {
        typ: { flags: 64, type_code: 'as_path' },
        value: { as_path: [{ typ: 'as_sequence', value: [asn] }] },
      },
      { typ: { flags: 64, type_code: 'next_hop' }, value: { next_hop: nextHop } },
    ],
  },
})

const keepAlive = { type: 'keep_alive' }

/** Keepalives every `every` seconds from `from`, the last `KEEPALIVES` before now. */
function keepalives(from: number, every: number, until = Date.now()) {
  const step = every * 1000
  const last = from + Math.floor((until - from) / step) * step
  const times: number[] = []
  for (let t = last; t > from && times.length < KEEPALIVES; t -= step) times.unshift(t)
  return times
}

function historyOf(s: Session) {
  const connection_id = {
    local: `${s.local}:179`,
    remote: `${s.addr}:${40000 + (bgpId(s.addr) % 20000)}`,
    uuid: `0b9e5510-0000-4000-8000-${bgpId(s.addr).toString(16).padStart(12, '0')}`,
  }
  const at = (ms: number, message: unknown): Entry => ({
    timestamp: iso(ms),
    connection_id,
    message,
  })
  const remoteAsn = s.peer.remote_asn ?? 0
  if (s.state === 'established') {
    const t = s.since
    return {
      sent: [
        at(t - 1500, open(s.config.asn, s.local, s.peer.hold_time)),
        at(t - 400, keepAlive),
        at(t + 200, update(announcedBy(s.config), s.config.asn, s.local)),
        ...keepalives(t, s.peer.keepalive).map((k) => at(k, keepAlive)),
      ],
      received: [
        at(t - 1200, open(remoteAsn, s.addr, s.peer.hold_time)),
        at(t - 300, keepAlive),
        at(t + 350, update(PROVIDER_ROUTES, remoteAsn, s.addr)),
        ...keepalives(t + 500, s.peer.keepalive).map((k) => at(k, keepAlive)),
      ],
    }
  }
  // the last connection: the peer went quiet, the hold timer ran out, the session closed
  const lastHeard = s.since - s.peer.hold_time * 1000 - 2000
  const start = lastHeard - 5 * s.peer.keepalive * 1000
  return {
    sent: [
      ...keepalives(start, s.peer.keepalive, lastHeard + 1500).map((k) => at(k, keepAlive)),
      at(s.since - 1000, {
        type: 'notification',
        value: { error_code: 'hold_timer_expired', error_subcode: { hold_time: 0 }, data: [] },
      }),
    ],
    received: keepalives(start, s.peer.keepalive, lastHeard).map((k) => at(k, keepAlive)),
  }
}

/**
 * The history of the router of ASN `asn` on each switch. A switch with no router of that ASN
 * answers mgd's error, which Nexus skips: that switch is left out.
 */
export function messageHistory(asn: number): Json<SwitchBgpHistory>[] {
  const bySwitch = new Map<string, Json<SwitchBgpHistory>>()
  for (const s of sessions().filter((x) => x.config.asn === asn)) {
    const entry = bySwitch.get(s.switch) ?? { switch: s.switch, history: {} }
    entry.history[s.addr] = historyOf(s)
    bySwitch.set(s.switch, entry)
  }
  return [...bySwitch.values()]
}
