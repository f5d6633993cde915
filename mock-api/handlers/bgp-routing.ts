import type {
  BgpConfig,
  BgpExported,
  BgpImported,
  BgpPeer,
  BgpPeerState,
  BgpPeerStatus,
  SwitchPortSettings,
  SwitchSlot,
} from '@oxide/api'
import { db, parseUuid } from '../db'
import type { Json } from '../json'
import { stdIp } from '../std-net'

/**
 * What the switches' routing daemons (mgd) would say about the BGP sessions the port settings
 * ask for: one router per switch and ASN, one session per peer of the settings applied to a
 * port of that switch. Deterministic: a session's state follows from its switch and address
 * (most are established; one in four is still trying to connect), and it has been in that
 * state since a fixed time before the mock started, so its duration grows as the clock runs.
 */

/** When the mock's switches came up (module load: the start of the technical preview). */
const BOOT = Date.now()

/** A router's BGP identifier (a u32) from its address: IPv4 as a number, IPv6's last 32 bits. */
export const bgpId = (ip: string) => Number((stdIp(ip, 'ip')?.n ?? 0n) & 0xffffffffn)

/** FNV-1a over the text: a stable pick that needs no seed. */
function hash(text: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export type Session = {
  switch: SwitchSlot
  /** The peer's address (numbered peers), which mgd also keys the peer by. */
  addr: string
  /** The switch's own address on the link, from the port settings. */
  local: string
  config: Json<BgpConfig>
  peer: Json<BgpPeer>
  state: BgpPeerState
  /** When the session entered its state (ms since the epoch). */
  since: number
}

/** The config a BGP peer names: by id, as the server's view shows it, or by name. */
export const peerConfig = (selector: string) => {
  const id = parseUuid(selector)
  return db.bgpConfigs.find((c) => (id ? c.id === id : c.name === selector))
}

function stateOf(slot: SwitchSlot, addr: string): { state: BgpPeerState; since: number } {
  const h = hash(`${slot}/${addr}`)
  if (h % 4 === 0) return { state: 'active', since: BOOT - (20 + (h % 40)) * 1000 }
  // up for three days and some hours before the preview started
  return { state: 'established', since: BOOT - (3 * 86400 + (h % 36000)) * 1000 }
}

const localAddress = (settings: Json<SwitchPortSettings>) =>
  settings.addresses[0]?.address.split('/')[0] ?? '0.0.0.0'

/** Every BGP session of the rack's switches, in switch then address order. */
export function sessions(): Session[] {
  const out: Session[] = []
  for (const port of db.switchPorts) {
    const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
    if (!settings) continue
    for (const peer of settings.bgp_peers) {
      const config = peerConfig(peer.bgp_config)
      // unnumbered peers have no address to key by here; the seed has none
      if (!config || peer.addr.type !== 'numbered') continue
      const addr = peer.addr.ip
      out.push({
        switch: port.switch_slot,
        addr,
        local: localAddress(settings),
        config,
        peer,
        ...stateOf(port.switch_slot, addr),
      })
    }
  }
  return out.sort((a, b) => a.switch.localeCompare(b.switch) || a.addr.localeCompare(b.addr))
}

export const established = () => sessions().filter((s) => s.state === 'established')

export const peerStatus = (s: Session): Json<BgpPeerStatus> => ({
  switch: s.switch,
  peer_id: s.addr,
  addr: s.addr,
  local_asn: s.config.asn,
  // the peer's ASN is learned from its OPEN message: none yet while it is not established
  remote_asn: s.state === 'established' ? (s.peer.remote_asn ?? 0) : 0,
  state: s.state,
  state_duration_millis: Math.max(0, Date.now() - s.since),
})

const allows = (policy: Json<BgpPeer>['allowed_export'], prefix: string) =>
  policy.type === 'no_filtering' || policy.value.includes(prefix)

/** The networks of the announce set a config was made with. */
export const announcedBy = (config: Json<BgpConfig>) => {
  const setId = db.bgpConfigAnnounceSets[config.id]
  return (setId ? (db.bgpAnnouncements[setId] ?? []) : []).map((a) => a.network)
}

/** What each established peer is sent: its config's announcements its export policy allows. */
export const exported = (): Json<BgpExported>[] =>
  established().flatMap((s) =>
    announcedBy(s.config)
      .filter((prefix) => allows(s.peer.allowed_export, prefix))
      .map((prefix) => ({ peer_id: s.addr, switch: s.switch, prefix })),
  )

/** What the provider edge routers announce to the rack. */
export const PROVIDER_ROUTES = ['0.0.0.0/0', '192.0.2.0/24', '203.0.113.0/24']

/** The routes each switch learned from its established peers (import policy applied). */
export const imported = (): Json<BgpImported>[] =>
  established().flatMap((s) =>
    PROVIDER_ROUTES.filter((prefix) => allows(s.peer.allowed_import, prefix)).map((prefix) => ({
      switch: s.switch,
      prefix,
      nexthop: s.addr,
      // the originating router's BGP identifier: the provider edge's address as a u32
      id: bgpId(s.addr),
    })),
  )
