import type { VpcFirewallRuleDirection } from '@oxide/api'
import { analyse, cellCount, DIRECTIONS, type Space, spaceOf, type Table } from './analysis'
import { describeProtos, netLabels, peerDescriber } from './describe'
import { defaultVerdict, type Rule, type World } from './model'
import { type Warning, warningsOf } from './warnings'

/**
 * What a change to a VPC's rule set does, before it is saved: the traffic it lets through that
 * was refused (opened) or refuses that went through (closed), per instance, protocol and peer,
 * from the whole rule set by priority (analysis.ts); and the new set's warnings (warnings.ts).
 */
export type ImpactRow = {
  direction: VpcFirewallRuleDirection
  change: 'opened' | 'closed'
  /** Instance names (with the interface where an instance has more than one). */
  instances: string[]
  protocols: string
  /** For inbound traffic its sources, for outbound its destinations. */
  peers: string
}

export type Impact =
  | { kind: 'done'; rows: ImpactRow[]; warnings: Warning[]; space: Space }
  /** The rule set and the VPC are too large to preview in the browser. */
  | { kind: 'too-large'; cells: number }

/** Cells times rules the preview may evaluate before it gives up (about 50 ms of work). */
export const BUDGET = 3_000_000

const actionAt = (
  table: Table,
  direction: VpcFirewallRuleDirection,
  nic: number,
  peer: number,
  proto: number,
) => table.rules[table.at(direction, nic, peer, proto)]?.action ?? defaultVerdict(direction).action

function nicNames(world: World) {
  return world.nics.map((n) => {
    const many = world.nics.filter((m) => m.instance === n.instance).length > 1
    return many ? `${n.instance} (${n.name})` : n.instance
  })
}

function diffRows(
  before: Table,
  after: Table,
  world: World,
  space: Space,
  labels: Map<string, string>,
) {
  const names = nicNames(world)
  const rows = new Map<string, ImpactRow>()
  const peerWords = peerDescriber(space.peers, labels, world.vpc)
  // the same sets recur across interfaces: each is put in words once
  const memo = new Map<string, string>()
  const words = (kind: string, set: Set<number>, inWords: (s: Set<number>) => string) => {
    const key = `${kind}:${[...set].join(',')}`
    const known = memo.get(key)
    if (known !== undefined) return known
    const text = inWords(set)
    memo.set(key, text)
    return text
  }
  for (const direction of DIRECTIONS)
    for (let nic = 0; nic < world.nics.length; nic++)
      for (const change of ['opened', 'closed'] as const) {
        // per peer class, the protocol classes whose verdict changed this way
        const byPeer = new Map<number, Set<number>>()
        for (let p = 0; p < space.peers.length; p++)
          for (let q = 0; q < space.protos.length; q++) {
            const was = actionAt(before, direction, nic, p, q)
            const now = actionAt(after, direction, nic, p, q)
            if (was === now || (now === 'allow') !== (change === 'opened')) continue
            const set = byPeer.get(p) ?? new Set<number>()
            set.add(q)
            byPeer.set(p, set)
          }
        // peers with the same protocols share a row
        const byProtos = new Map<string, { protos: Set<number>; peers: Set<number> }>()
        for (const [p, protos] of byPeer) {
          const key = [...protos].join(',')
          const group = byProtos.get(key) ?? { protos, peers: new Set<number>() }
          group.peers.add(p)
          byProtos.set(key, group)
        }
        for (const { protos, peers } of byProtos.values()) {
          const protocols = words('protos', protos, (set) => describeProtos(space.protos, set))
          const peerText = words('peers', peers, peerWords)
          const key = [direction, change, protocols, peerText].join('|')
          const row = rows.get(key) ?? {
            direction,
            change,
            instances: [],
            protocols,
            peers: peerText,
          }
          const name = names[nic] ?? ''
          if (!row.instances.includes(name)) row.instances.push(name)
          rows.set(key, row)
        }
      }
  return [...rows.values()]
}

/** The impact of replacing `before` with `after` in this world. */
export function firewallImpact(
  before: readonly Rule[],
  after: readonly Rule[],
  world: World,
): Impact {
  const space = spaceOf([before, after], world)
  const cells = cellCount(space, world)
  if (cells * Math.max(1, before.length, after.length) > BUDGET) return { kind: 'too-large', cells }
  const was = analyse(before, world, space)
  const now = analyse(after, world, space)
  const labels = netLabels([...before, ...after], world)
  return {
    kind: 'done',
    rows: diffRows(was, now, world, space, labels),
    warnings: warningsOf(after, world, now),
    space,
  }
}
