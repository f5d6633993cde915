import type {
  VpcFirewallRuleDirection,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleUpdate,
} from '@oxide/api'
import { type Addr, contains, hostNet, type Net, parseAddr, parseNet } from './addr'

/**
 * What the firewall preview reasons about: a VPC's rules as the API stores them, the network
 * interfaces they apply to, and packets. The data plane's rules (omicron's
 * `resolve_firewall_rules_for_sled_agent` and `opte_firewall_rules`, OPTE's firewall layer):
 *
 * - Only enabled rules count. Lower priority numbers go first; at equal priority, deny goes
 *   before allow. The first rule that matches decides; none matching, inbound traffic is denied
 *   and outbound traffic allowed.
 * - No targets: the rule applies to every interface. Targets that name nothing that exists
 *   (an instance not there yet): the rule is skipped. Host filters likewise: none means any
 *   peer, only unknown ones mean the rule is skipped.
 * - A `vpc` host filter matches traffic from inside the VPC (its VNI); `subnet` its address
 *   blocks; `instance` its interfaces' addresses; `ip` and `ip_net` themselves.
 * - Ports apply to TCP and UDP only, and a rule with ports but no protocol matches every
 *   protocol on every port: the data plane only sets ports alongside TCP or UDP.
 */
export type Rule = VpcFirewallRuleUpdate

/** One network interface of an instance in the VPC. */
export type Nic = {
  instance: string
  /** The interface's name, to tell an instance's interfaces apart. */
  name: string
  subnet: string
  ipv4?: string
  ipv6?: string
}

export type Subnet = { name: string; ipv4Block: string; ipv6Block: string }

/** The VPC the rules belong to and what is in it now. */
export type World = { vpc: string; subnets: Subnet[]; nics: Nic[] }

export type Proto = 'tcp' | 'udp' | 'icmp' | 'icmp6' | 'other'

/** The other end of the traffic: an address, inside the VPC (its VNI) or not. */
export type Peer = { inVpc: boolean; addr: Addr }

/** A new connection as the firewall sees it, at one interface of the world. */
export type Packet = {
  direction: VpcFirewallRuleDirection
  /** Index into `world.nics`. */
  nic: number
  peer: Peer
  proto: Proto
  /** The destination port, for TCP and UDP. */
  port?: number
  icmpType?: number
  icmpCode?: number
}

type PeerMatch = { vni: true } | { net: Net }
type ProtoMatch = {
  proto: Exclude<Proto, 'other'>
  /** TCP and UDP: the port ranges, or any port. */
  ports?: [number, number][]
  /** ICMP: the type, and the code range, or any code. */
  icmp?: { type: number; codes?: [number, number] }
}

/** A rule with its names resolved against a world, ready to match packets. */
export type Resolved = {
  /** The rule as written. */
  rule: Rule
  name: string
  action: 'allow' | 'deny'
  direction: VpcFirewallRuleDirection
  priority: number
  /** Indexes of the interfaces it applies to. */
  nics: Set<number>
  /** undefined: any peer. */
  peers?: PeerMatch[]
  /** undefined: any protocol (and any port). */
  protos?: ProtoMatch[]
}

const nicAddrs = (nic: Nic) =>
  [nic.ipv4, nic.ipv6].flatMap((ip) => {
    const a = ip ? parseAddr(ip) : undefined
    return a ? [a] : []
  })

function nicsOfTarget(world: World, target: { type: string; value: string }): number[] {
  const all = world.nics.map((_, i) => i)
  switch (target.type) {
    case 'vpc':
      return target.value === world.vpc ? all : []
    case 'subnet':
      return all.filter((i) => world.nics[i]?.subnet === target.value)
    case 'instance':
      return all.filter((i) => world.nics[i]?.instance === target.value)
    case 'ip': {
      const a = parseAddr(target.value)
      return all.filter((i) => {
        const nic = world.nics[i]
        return (
          !!a && !!nic && nicAddrs(nic).some((b) => b.family === a.family && b.value === a.value)
        )
      })
    }
    default: {
      const net = parseNet(target.value)
      return all.filter((i) => {
        const nic = world.nics[i]
        return !!net && !!nic && nicAddrs(nic).some((b) => contains(net, b))
      })
    }
  }
}

/** The peers a host filter stands for in this world (nothing when it names nothing). */
export function peersOfHost(world: World, host: VpcFirewallRuleHostFilter): PeerMatch[] {
  switch (host.type) {
    case 'vpc':
      // the server learns the VPC's VNI from its interfaces: with none, the filter is empty
      return host.value === world.vpc && world.nics.length > 0 ? [{ vni: true }] : []
    case 'subnet': {
      const s = world.subnets.find((s) => s.name === host.value)
      return s
        ? [s.ipv4Block, s.ipv6Block].flatMap((b) => {
            const net = parseNet(b)
            return net ? [{ net }] : []
          })
        : []
    }
    case 'instance':
      return world.nics
        .filter((n) => n.instance === host.value)
        .flatMap(nicAddrs)
        .map((a) => ({ net: hostNet(a) }))
    case 'ip': {
      const a = parseAddr(host.value)
      return a ? [{ net: hostNet(a) }] : []
    }
    default: {
      const net = parseNet(host.value)
      return net ? [{ net }] : []
    }
  }
}

/** `3` -> [3, 3], `0-5` -> [0, 5]. */
export function parseCodes(code: string | null | undefined): [number, number] | undefined {
  if (code === null || code === undefined) return undefined
  const [a = '', b] = code.split('-')
  return [Number(a), Number(b ?? a)]
}

function protoMatch(p: VpcFirewallRuleProtocol, ports: [number, number][] | undefined): ProtoMatch {
  if (p.type === 'tcp' || p.type === 'udp') return { proto: p.type, ports }
  if (!p.value) return { proto: p.type }
  return { proto: p.type, icmp: { type: p.value.icmpType, codes: parseCodes(p.value.code) } }
}

export function parsePorts(ports: readonly string[] | null | undefined) {
  if (!ports || ports.length === 0) return undefined
  return ports.map((p): [number, number] => {
    const [a = '', b] = p.trim().split('-')
    return [Number(a), Number(b ?? a)]
  })
}

const targetNics = (rule: Rule, world: World) =>
  new Set(
    rule.targets.length === 0
      ? world.nics.map((_, i) => i)
      : rule.targets.flatMap((t) => nicsOfTarget(world, t)),
  )

const hostPeers = (rule: Rule, world: World) => {
  const hosts = rule.filters.hosts
  return hosts && hosts.length > 0 ? hosts.flatMap((h) => peersOfHost(world, h)) : undefined
}

/** Why the server leaves an enabled rule out: its targets, or its hosts, name nothing. */
export function skipReason(rule: Rule, world: World): 'no-target' | 'no-host' | undefined {
  if (rule.targets.length > 0 && targetNics(rule, world).size === 0) return 'no-target'
  if (hostPeers(rule, world)?.length === 0) return 'no-host'
  return undefined
}

/** A rule against a world: what it applies to and matches, or null when it is skipped. */
export function resolveRule(rule: Rule, world: World): Resolved | null {
  if (rule.status !== 'enabled' || skipReason(rule, world)) return null
  const nics = targetNics(rule, world)
  const peers = hostPeers(rule, world)
  const protocols = rule.filters.protocols
  const ports = parsePorts(rule.filters.ports)
  return {
    rule,
    name: rule.name,
    action: rule.action,
    direction: rule.direction,
    priority: rule.priority,
    nics,
    peers,
    protos:
      protocols && protocols.length > 0 ? protocols.map((p) => protoMatch(p, ports)) : undefined,
  }
}

/** The order the data plane tries rules in: priority, then deny before allow. */
export const precedes = (a: Resolved, b: Resolved) =>
  a.priority - b.priority || (a.action === b.action ? 0 : a.action === 'deny' ? -1 : 1)

const within = (n: number | undefined, [lo, hi]: [number, number]) =>
  n !== undefined && n >= lo && n <= hi

export function matchesPeer(peers: PeerMatch[] | undefined, peer: Peer) {
  return !peers || peers.some((m) => ('vni' in m ? peer.inVpc : contains(m.net, peer.addr)))
}

export function matchesProto(
  protos: ProtoMatch[] | undefined,
  p: Omit<Packet, 'nic' | 'peer' | 'direction'>,
) {
  if (!protos) return true
  return protos.some((m) => {
    if (m.proto !== p.proto) return false
    if (m.proto === 'tcp' || m.proto === 'udp')
      return !m.ports || m.ports.some((r) => within(p.port, r))
    if (!m.icmp) return true
    return m.icmp.type === p.icmpType && (!m.icmp.codes || within(p.icmpCode, m.icmp.codes))
  })
}

export const matches = (r: Resolved, p: Packet) =>
  r.direction === p.direction &&
  r.nics.has(p.nic) &&
  matchesPeer(r.peers, p.peer) &&
  matchesProto(r.protos, p)

export type Verdict = { action: 'allow' | 'deny'; rule: string | null }

/** The default when no rule matches: inbound denied, outbound allowed. */
export const defaultVerdict = (direction: VpcFirewallRuleDirection): Verdict => ({
  action: direction === 'inbound' ? 'deny' : 'allow',
  rule: null,
})

/** The resolved, enabled rules of a set, in the order the data plane tries them. */
export const ordered = (rules: readonly Rule[], world: World) =>
  rules
    .map((r) => resolveRule(r, world))
    .filter((r): r is Resolved => r !== null)
    .sort(precedes)

/** What the firewall does with one packet: the first matching rule's action, or the default. */
export function evaluate(rules: readonly Rule[], world: World, packet: Packet): Verdict {
  const rule = ordered(rules, world).find((r) => matches(r, packet))
  return rule ? { action: rule.action, rule: rule.name } : defaultVerdict(packet.direction)
}
