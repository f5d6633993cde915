import type {
  BgpPeer,
  LinkFec,
  LinkSpeed,
  SwitchInterfaceKind,
  SwitchPortGeometry,
  TxEqConfig,
} from '@oxide/api'
import type { Json } from '../json'
import { routerPeerProblem } from '../omicron-ip'
import { parseNet } from '../oxnet-text'
import { showStdIp, stdIp } from '../std-net'
import { readIp } from './address-lots'
import { intProblem, type Reader, reader } from './body'
import { readNet } from './subnet-pools'

/**
 * `SwitchPortSettingsCreate` read as serde reads it (nexus/types networking params): what a
 * handler needs to build the settings, in the body's own words. Optional lists default empty.
 */
const GEOMETRIES = ['qsfp28x1', 'qsfp28x2', 'sfp28x4'] as const satisfies SwitchPortGeometry[]
const FECS = ['firecode', 'none', 'rs'] as const satisfies LinkFec[]
const SPEEDS = [
  'speed0_g',
  'speed1_g',
  'speed10_g',
  'speed25_g',
  'speed40_g',
  'speed50_g',
  'speed100_g',
  'speed200_g',
  'speed400_g',
] as const satisfies LinkSpeed[]

/** A numbered peer's `RouterPeerIpAddr` (omicron-ip.ts), where the body walk stopped short. */
function peerIp(addr: Reader) {
  const text = addr.string('ip')
  const ip = stdIp(text, 'ip')
  if (!ip) throw addr.fail('ip', 'invalid IP address syntax')
  const problem = routerPeerProblem(text)
  if (problem) throw addr.fail('ip', problem)
  return showStdIp(ip)
}

const optText = (b: Reader, k: string) => b.optString(k) ?? null

/** A list of `{ link_name, <key>: [...] }` groups, each item read by `read`. */
function perLink<T>(b: Reader, k: string, key: string, read: (r: Reader) => T) {
  return (b.array(k) ?? []).flatMap((item, i) => {
    const group = reader(item, `${k}[${i}]`)
    const link = group.name('link_name')
    return group
      .list(key)
      .map((x, j) => ({ link, ...read(reader(x, `${group.path}.${key}[${j}]`)) }))
  })
}

/**
 * `RouterLifetimeConfig`: a u16, then at most 9000 s (RFC 4861), refused in its error's words
 * (sled-agent/types/versions/src/bgp_v6/early_networking.rs).
 */
function routerLifetime(r: Reader) {
  const v = r.int('router_lifetime', 'u16')
  if (v > 9000) throw r.fail('router_lifetime', 'router_lifetime cannot be greater than 9000')
  return v
}

function readKind(r: Reader): Json<SwitchInterfaceKind> {
  const type = r.tag(['primary', 'vlan', 'loopback'] as const)
  return type === 'vlan' ? { type, vid: r.int('vid', 'u16') } : { type }
}

function readTxEq(r: Reader | undefined): Json<TxEqConfig> | null {
  if (!r) return null
  return {
    // `Option<i32>`s: a tap weight may be negative
    pre1: r.optInt('pre1', 'i32'),
    pre2: r.optInt('pre2', 'i32'),
    main: r.optInt('main', 'i32'),
    post2: r.optInt('post2', 'i32'),
    post1: r.optInt('post1', 'i32'),
  }
}

function readPeer(r: Reader): Json<BgpPeer> {
  const addr = r.object('addr')
  const type = addr.tag(['numbered', 'unnumbered'] as const)
  const policy = (k: string) => {
    const p = r.object(k)
    return p.tag(['no_filtering', 'allow'] as const) === 'allow'
      ? {
          type: 'allow' as const,
          value: (p.strings('value') ?? []).map((text, i) => {
            const net = parseNet(text)
            if (!net) throw p.fail(`value[${i}]`, 'invalid IP network')
            return net.text
          }),
        }
      : { type: 'no_filtering' as const }
  }
  return {
    addr:
      type === 'numbered'
        ? { type, ip: peerIp(addr) }
        : { type, router_lifetime: routerLifetime(addr) },
    allowed_export: policy('allowed_export'),
    allowed_import: policy('allowed_import'),
    bgp_config: r.string('bgp_config'),
    communities: r.list('communities').map((c, i) => {
      const problem = intProblem(c, 'u32')
      if (problem) throw r.fail(`communities[${i}]`, problem)
      return c as number
    }),
    connect_retry: r.int('connect_retry', 'u32'),
    delay_open: r.int('delay_open', 'u32'),
    enforce_first_as: r.bool('enforce_first_as'),
    hold_time: r.int('hold_time', 'u32'),
    idle_hold_time: r.int('idle_hold_time', 'u32'),
    keepalive: r.int('keepalive', 'u32'),
    local_pref: r.optInt('local_pref', 'u32'),
    md5_auth_key: optText(r, 'md5_auth_key'),
    min_ttl: r.optInt('min_ttl', 'u8'),
    multi_exit_discriminator: r.optInt('multi_exit_discriminator', 'u32'),
    remote_asn: r.optInt('remote_asn', 'u32'),
    vlan_id: r.optInt('vlan_id', 'u16'),
  }
}

export function readPortSettings(body: unknown) {
  const b = reader(body)
  return {
    name: b.name(),
    description: b.string('description'),
    geometry: b.object('port_config').enum('geometry', GEOMETRIES),
    links: b.list('links').map((item, i) => {
      const l = reader(item, `links[${i}]`)
      const lldp = l.object('lldp')
      const mgmt = lldp.has('management_ip') ? readIp(lldp, 'management_ip') : undefined
      return {
        link_name: l.name('link_name'),
        mtu: l.int('mtu', 'u16'),
        fec: l.optEnum('fec', FECS) ?? null,
        speed: l.enum('speed', SPEEDS),
        autoneg: l.bool('autoneg'),
        lldp: {
          enabled: lldp.bool('enabled'),
          link_name: optText(lldp, 'link_name'),
          link_description: optText(lldp, 'link_description'),
          chassis_id: optText(lldp, 'chassis_id'),
          system_name: optText(lldp, 'system_name'),
          system_description: optText(lldp, 'system_description'),
          management_ip: mgmt ? showStdIp(mgmt) : null,
        },
        tx_eq: readTxEq(l.optObject('tx_eq')),
      }
    }),
    interfaces: (b.array('interfaces') ?? []).map((item, i) => {
      const r = reader(item, `interfaces[${i}]`)
      return {
        link: r.name('link_name'),
        v6_enabled: r.bool('v6_enabled'),
        kind: readKind(r.object('kind')),
      }
    }),
    routes: perLink(b, 'routes', 'routes', (r) => {
      const gw = readIp(r, 'gw')
      return {
        dst: readNet(r, 'dst').text,
        gw: showStdIp(gw),
        rib_priority: r.optInt('rib_priority', 'u8'),
        vlan_id: r.optInt('vid', 'u16'),
      }
    }),
    bgpPeers: perLink(b, 'bgp_peers', 'peers', (r) => ({ peer: readPeer(r) })),
    addresses: perLink(b, 'addresses', 'addresses', (r) => ({
      address: readNet(r, 'address'),
      lot: r.string('address_lot'),
      vlan_id: r.optInt('vlan_id', 'u16'),
    })),
  }
}

export type PortSettingsBody = ReturnType<typeof readPortSettings>
