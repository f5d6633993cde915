import { type Family, formatNet, holds, type Net, netKey } from './addr'
import { peersOfHost, type Rule, type World } from './model'
import type { PeerClass, ProtoClass } from './space'

/**
 * Sets of traffic classes in words: "TCP 22, 80-90; ICMP type 8", "subnet edge outside the
 * VPC". Runs of ports merge, and a network whose classes are all
 * in the set is named once rather than piece by piece.
 */

type Range = [number, number]

/** Adjacent or overlapping ranges as one. */
function merge(ranges: Range[]): Range[] {
  const out: Range[] = []
  for (const [lo, hi] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1)
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi)
    else out.push([lo, hi])
  }
  return out
}

const rangeText = ([lo, hi]: Range) => (lo === hi ? `${lo}` : `${lo}-${hi}`)

const PROTO_LABEL = { tcp: 'TCP', udp: 'UDP', icmp: 'ICMP', icmp6: 'ICMPv6', other: 'other' }

/** A set of protocol classes (indexes into `classes`) in words. */
export function describeProtos(classes: ProtoClass[], chosen: Set<number>): string {
  if (chosen.size === classes.length) return 'all protocols and ports'
  const parts: string[] = []
  const picked = classes.filter((_, i) => chosen.has(i))
  const all = (pred: (c: ProtoClass) => boolean) =>
    classes.every((c, i) => !pred(c) || chosen.has(i))
  for (const proto of ['tcp', 'udp'] as const) {
    const ranges = merge(
      picked.flatMap((c) => (c.kind === 'ports' && c.proto === proto ? [c.ports] : [])),
    )
    if (ranges.length === 0) continue
    const whole = ranges.length === 1 && ranges[0]?.[0] === 1 && ranges[0]?.[1] === 65535
    parts.push(
      whole
        ? `${PROTO_LABEL[proto]} (all ports)`
        : `${PROTO_LABEL[proto]} ${ranges.map(rangeText).join(', ')}`,
    )
  }
  for (const proto of ['icmp', 'icmp6'] as const) {
    const mine = picked.filter((c) => c.kind === 'icmp' && c.proto === proto)
    if (mine.length === 0) continue
    if (all((c) => c.kind === 'icmp' && c.proto === proto)) {
      parts.push(PROTO_LABEL[proto])
      continue
    }
    const types = [
      ...new Set(mine.flatMap((c) => (c.kind === 'icmp' && c.type !== undefined ? [c.type] : []))),
    ]
    for (const type of types.sort((a, b) => a - b)) {
      const ofType = (c: ProtoClass) => c.kind === 'icmp' && c.proto === proto && c.type === type
      if (all(ofType)) parts.push(`${PROTO_LABEL[proto]} type ${type}`)
      else {
        const codes = merge(
          mine.flatMap((c) => (ofType(c) && c.kind === 'icmp' && c.codes ? [c.codes] : [])),
        )
        parts.push(`${PROTO_LABEL[proto]} type ${type} code ${codes.map(rangeText).join(', ')}`)
      }
    }
    if (mine.some((c) => c.kind === 'icmp' && c.type === undefined))
      parts.push(`${PROTO_LABEL[proto]} of other types`)
  }
  if (picked.some((c) => c.kind === 'other')) parts.push('other protocols')
  return parts.join('; ')
}

/** What each network a host filter names is called: `subnet edge`, `10.0.0.0/8`. */
export function netLabels(rules: readonly Rule[], world: World): Map<string, string> {
  const labels = new Map<string, string>()
  for (const rule of rules)
    for (const host of rule.filters.hosts ?? [])
      for (const m of peersOfHost(world, host)) {
        if (!('net' in m) || labels.has(netKey(m.net))) continue
        // a subnet's two blocks, an instance's addresses: one name
        const text =
          host.type === 'subnet' || host.type === 'instance'
            ? `${host.type} ${host.value}`
            : host.value
        labels.set(netKey(m.net), text)
      }
  return labels
}

type Node = { net?: Net; family: Family; own?: number; children: Node[] }

/** The classes of one side as the tree of networks they come from. */
function tree(classes: PeerClass[], side: number[]): Node[] {
  return ([4, 6] as const).map((family) => {
    const mine = side.filter((i) => classes[i]?.family === family)
    const nets = [
      ...new Map(
        mine.flatMap((i) => {
          const net = classes[i]?.net
          return net ? [[netKey(net), net] as const] : []
        }),
      ).values(),
    ].sort((a, b) => a.width - b.width)
    const root: Node = { family, children: [], own: mine.find((i) => !classes[i]?.net) }
    const nodes: Node[] = []
    for (const net of nets) {
      const node: Node = {
        net,
        family,
        children: [],
        own: mine.find((i) => classes[i]?.net === net),
      }
      const parent = [...nodes].reverse().find((n) => n.net && holds(n.net, net)) ?? root
      parent.children.push(node)
      nodes.push(node)
    }
    return root
  })
}

const full = (n: Node, chosen: Set<number>): boolean =>
  (n.own === undefined || chosen.has(n.own)) && n.children.every((c) => full(c, chosen))

const anyChosen = (n: Node, chosen: Set<number>): boolean =>
  (n.own !== undefined && chosen.has(n.own)) || n.children.some((c) => anyChosen(c, chosen))

/** A tree's chosen part in words, largest wholes first. */
function phrases(n: Node, chosen: Set<number>, label: (n: Node) => string): string[] {
  if (!anyChosen(n, chosen)) return []
  if (full(n, chosen)) return [label(n)]
  const ownChosen = n.own !== undefined && chosen.has(n.own)
  const missing = n.children.filter((c) => !full(c, chosen))
  return [
    ...(ownChosen ? [`${label(n)} except ${missing.map(label).join(', ')}`] : []),
    // children wholly chosen are in the parent's phrase already
    ...n.children.flatMap((c) => (ownChosen && full(c, chosen) ? [] : phrases(c, chosen, label))),
  ]
}

/**
 * Sets of peer classes (indexes into `classes`) in words, from the VPC's point of view; the
 * network trees are built once for every set asked about.
 */
export function peerDescriber(classes: PeerClass[], labels: Map<string, string>, vpc: string) {
  const label = (n: Node) =>
    n.net ? (labels.get(netKey(n.net)) ?? formatNet(n.net)) : `any IPv${n.family} address`
  const sides = [true, false].map((inVpc) => {
    const side = classes.flatMap((c, i) => (c.inVpc === inVpc ? [i] : []))
    return { side, roots: tree(classes, side) }
  })
  return (chosen: Set<number>): string => {
    if (chosen.size === classes.length) return 'anywhere'
    const [inside, outside] = sides.map(({ side, roots }) => {
      const whole = side.length > 0 && side.every((i) => chosen.has(i))
      return {
        whole,
        phrases: whole ? [] : [...new Set(roots.flatMap((r) => phrases(r, chosen, label)))],
      }
    })
    if (!inside || !outside) return ''
    const both = inside.phrases.filter((p) => outside.phrases.includes(p))
    const only = (list: string[], where: string) =>
      list.filter((p) => !both.includes(p)).map((p) => `${p} ${where}`)
    return [
      ...(inside.whole ? [`anywhere in VPC ${vpc}`] : []),
      ...(outside.whole ? ['anywhere outside the VPC'] : []),
      ...both,
      ...only(inside.phrases, 'in the VPC'),
      ...only(outside.phrases, 'outside the VPC'),
    ].join('; ')
  }
}
