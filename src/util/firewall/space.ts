import { type Addr, type Family, holds, lastOf, type Net, netKey } from './addr'
import {
  type Packet,
  type Peer,
  parseCodes,
  parsePorts,
  peersOfHost,
  type Rule,
  type World,
} from './model'

/**
 * The packets a rule set can tell apart, cut into classes: within one class every rule matches
 * all of it or none of it, so one packet stands for the whole class and evaluating the classes
 * is evaluating every packet. Peers are cut by the networks the host filters name (networks
 * nest or are apart, so a class is one network minus the networks inside it), and by inside
 * or outside the VPC; protocols by the port and ICMP type and code bounds the rules name.
 */

/** A class of peers: an address class, inside or outside the VPC. */
export type PeerClass = {
  inVpc: boolean
  /** The innermost network the class lies in; undefined: in none of them. */
  net?: Net
  family: Family
  /** One address of the class. */
  sample: Addr
}

export type ProtoClass =
  | { kind: 'ports'; proto: 'tcp' | 'udp'; ports: [number, number] }
  | { kind: 'icmp'; proto: 'icmp' | 'icmp6'; type?: number; codes?: [number, number] }
  | { kind: 'other'; proto: 'other' }

/** The representative packet of a protocol class. */
export function sampleOf(c: ProtoClass): Omit<Packet, 'nic' | 'peer' | 'direction'> {
  if (c.kind === 'ports') return { proto: c.proto, port: c.ports[0] }
  if (c.kind === 'other') return { proto: 'other' }
  return { proto: c.proto, icmpType: c.type ?? 0, icmpCode: c.codes?.[0] ?? 0 }
}

/** [lo, hi] pieces of [min, max] cut at each bound (a bound starts a piece). */
function pieces(starts: Iterable<number>, min: number, max: number): [number, number][] {
  const cuts = [...new Set([min, ...starts])]
    .filter((c) => c >= min && c <= max)
    .sort((a, b) => a - b)
  return cuts.map((c, i) => [c, (cuts[i + 1] ?? max + 1) - 1])
}

/** The smallest address of `net` in none of `inner`, or undefined when they cover it. */
function freeAddr(net: Net, inner: Net[]): bigint | undefined {
  let next = net.base
  for (const n of [...inner].sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0))) {
    if (next < n.base) return next
    const after = lastOf(n) + 1n
    if (after > next) next = after
  }
  return next <= lastOf(net) ? next : undefined
}

const universe = (family: Family): Net => ({ family, base: 0n, width: 0 })

/** The address classes the networks cut: each network minus those inside it, and the rest. */
export function addressClasses(nets: Net[]) {
  const unique = [...new Map(nets.map((n) => [netKey(n), n])).values()]
  return ([4, 6] as const).flatMap((family) => {
    const own = unique.filter((n) => n.family === family)
    // every address, unless a host filter already names every address (0.0.0.0/0)
    const all = own.some((n) => n.width === 0) ? [] : [universe(family)]
    return [...all, ...own].flatMap((net) => {
      const isUniverse = !own.includes(net)
      // the networks directly inside: inside this one, and inside no other that is inside it
      const inside = own.filter((n) => n !== net && holds(net, n) && netKey(n) !== netKey(net))
      const direct = inside.filter((n) => !inside.some((m) => m !== n && holds(m, n)))
      const free = freeAddr(net, direct)
      if (free === undefined) return []
      return [{ net: isUniverse ? undefined : net, family, sample: { family, value: free } }]
    })
  })
}

/** Every network a set of rules names as a host filter, resolved in the world. */
export function hostNets(rules: readonly Rule[], world: World): Net[] {
  return rules.flatMap((r) =>
    (r.filters.hosts ?? []).flatMap((h) =>
      peersOfHost(world, h).flatMap((m) => ('net' in m ? [m.net] : [])),
    ),
  )
}

export function peerClasses(rules: readonly Rule[], world: World): PeerClass[] {
  const classes = addressClasses(hostNets(rules, world))
  return [true, false].flatMap((inVpc) => classes.map((c) => ({ inVpc, ...c })))
}

export function protoClasses(rules: readonly Rule[]): ProtoClass[] {
  const portStarts = rules.flatMap((r) =>
    (parsePorts(r.filters.ports) ?? []).flatMap(([lo, hi]) => [lo, hi + 1]),
  )
  const ports = pieces(portStarts, 1, 65535)
  const icmp = (proto: 'icmp' | 'icmp6'): ProtoClass[] => {
    const filters = rules.flatMap((r) =>
      (r.filters.protocols ?? []).flatMap((p) => (p.type === proto && p.value ? [p.value] : [])),
    )
    const types = [...new Set(filters.map((f) => f.icmpType))].sort((a, b) => a - b)
    const named = types.flatMap((type) => {
      const starts = filters
        .filter((f) => f.icmpType === type)
        .flatMap((f) => {
          const codes = parseCodes(f.code)
          return codes ? [codes[0], codes[1] + 1] : []
        })
      return pieces(starts, 0, 255).map(
        (codes): ProtoClass => ({ kind: 'icmp', proto, type, codes }),
      )
    })
    // one class for every type no rule names, when some type is left
    const rest: ProtoClass[] = types.length < 256 ? [{ kind: 'icmp', proto }] : []
    return [...named, ...rest]
  }
  return [
    ...(['tcp', 'udp'] as const).flatMap((proto) =>
      ports.map((p): ProtoClass => ({ kind: 'ports', proto, ports: p })),
    ),
    ...icmp('icmp'),
    ...icmp('icmp6'),
    { kind: 'other', proto: 'other' },
  ]
}

/** The type an ICMP class without a named type stands for: the smallest no rule names. */
export function freeIcmpType(classes: ProtoClass[], proto: 'icmp' | 'icmp6') {
  const named = new Set(
    classes.flatMap((c) =>
      c.kind === 'icmp' && c.proto === proto && c.type !== undefined ? [c.type] : [],
    ),
  )
  for (let t = 0; t < 256; t++) if (!named.has(t)) return t
  return 0
}

/** A protocol class's representative packet, with the free ICMP type filled in. */
export function protoSample(classes: ProtoClass[], c: ProtoClass) {
  const sample = sampleOf(c)
  if (c.kind === 'icmp' && c.type === undefined)
    return { ...sample, icmpType: freeIcmpType(classes, c.proto) }
  return sample
}

/** The class of a packet's protocol part. */
export function protoClassOf(classes: ProtoClass[], p: Omit<Packet, 'nic' | 'peer' | 'direction'>) {
  return classes.findIndex((c) => {
    if (c.proto !== p.proto) return false
    if (c.kind === 'ports')
      return p.port !== undefined && p.port >= c.ports[0] && p.port <= c.ports[1]
    if (c.kind === 'other') return true
    if (c.type === undefined)
      return !classes.some((o) => o.kind === 'icmp' && o.proto === c.proto && o.type === p.icmpType)
    const code = p.icmpCode ?? 0
    return c.type === p.icmpType && !!c.codes && code >= c.codes[0] && code <= c.codes[1]
  })
}

/** The class of a peer: the innermost network holding its address, and its side. */
export function peerClassOf(classes: PeerClass[], peer: Peer) {
  let best = -1
  let bestWidth = -1
  classes.forEach((c, i) => {
    if (c.inVpc !== peer.inVpc || c.family !== peer.addr.family) return
    const width = c.net?.width ?? 0
    const inside = c.net ? peer.addr.value >= c.net.base && peer.addr.value <= lastOf(c.net) : true
    if (inside && width > bestWidth) {
      best = i
      bestWidth = width
    }
  })
  return best
}
