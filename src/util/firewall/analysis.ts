import type { VpcFirewallRuleDirection } from '@oxide/api'
import {
  defaultVerdict,
  matchesPeer,
  matchesProto,
  ordered,
  type Resolved,
  type Rule,
  type Verdict,
  type World,
} from './model'
import { type PeerClass, type ProtoClass, peerClasses, protoClasses, protoSample } from './space'

/**
 * A rule set evaluated over every class of traffic at once (space.ts): for each direction,
 * interface, peer class and protocol class, the rule that decides it. Since a class's packets
 * all match the same rules, this is the rule set's verdict on every packet.
 */
export type Space = { peers: PeerClass[]; protos: ProtoClass[] }

export const DIRECTIONS = ['inbound', 'outbound'] as const satisfies VpcFirewallRuleDirection[]

/** The classes that tell apart the packets of all the rule sets given (before and after). */
export function spaceOf(sets: (readonly Rule[])[], world: World): Space {
  const all = sets.flat()
  return { peers: peerClasses(all, world), protos: protoClasses(all) }
}

/** How many cells a table of this space has; what the preview's budget counts. */
export const cellCount = (space: Space, world: World) =>
  DIRECTIONS.length * world.nics.length * space.peers.length * space.protos.length

export type Table = {
  rules: Resolved[]
  /** Per cell, the index in `rules` of the deciding rule, or -1 for the default. */
  decided: Int32Array
  /** Per rule, whether it matches any cell at all. */
  matchesAny: boolean[]
  /** Per rule, the rules that decide the cells it matches (itself included when it does). */
  decidersOf: Set<number>[]
  at: (direction: VpcFirewallRuleDirection, nic: number, peer: number, proto: number) => number
}

export function analyse(rules: readonly Rule[], world: World, space: Space): Table {
  const resolved = ordered(rules, world)
  const { peers, protos } = space
  const peerOk = resolved.map((r) =>
    peers.map((c) => matchesPeer(r.peers, { inVpc: c.inVpc, addr: c.sample })),
  )
  const protoOk = resolved.map((r) =>
    protos.map((c) => matchesProto(r.protos, protoSample(protos, c))),
  )
  const index = (d: number, nic: number, peer: number, proto: number) =>
    ((d * world.nics.length + nic) * peers.length + peer) * protos.length + proto
  const decided = new Int32Array(cellCount(space, world)).fill(-1)
  const matchesAny = resolved.map(() => false)
  // deciders[i * n + j]: rule j decides a cell rule i matches
  const n = resolved.length
  const deciders = new Uint8Array(n * n)
  DIRECTIONS.forEach((direction, d) => {
    for (let nic = 0; nic < world.nics.length; nic++) {
      const here = resolved.flatMap((r, i) =>
        r.direction === direction && r.nics.has(nic) ? [i] : [],
      )
      for (let p = 0; p < peers.length; p++) {
        const forPeer = here.filter((i) => peerOk[i]?.[p])
        for (let q = 0; q < protos.length; q++) {
          let first = -1
          for (const i of forPeer) {
            if (!protoOk[i]?.[q]) continue
            if (first === -1) first = i
            matchesAny[i] = true
            deciders[i * n + first] = 1
          }
          if (first !== -1) decided[index(d, nic, p, q)] = first
        }
      }
    }
  })
  const decidersOf = resolved.map(
    (_, i) => new Set(resolved.flatMap((__, j) => (deciders[i * n + j] ? [j] : []))),
  )
  return {
    rules: resolved,
    decided,
    matchesAny,
    decidersOf,
    at: (direction, nic, peer, proto) =>
      decided[index(DIRECTIONS.indexOf(direction), nic, peer, proto)] ?? -1,
  }
}

/** The table's verdict on a cell. */
export function verdictAt(
  table: Table,
  direction: VpcFirewallRuleDirection,
  nic: number,
  peer: number,
  proto: number,
): Verdict {
  const rule = table.rules[table.at(direction, nic, peer, proto)]
  return rule ? { action: rule.action, rule: rule.name } : defaultVerdict(direction)
}
