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
 * Rule sets evaluated over classes of traffic (space.ts) rather than packets. A rule matches a
 * set of peer classes and a set of protocol classes, and so exactly the cells of their product;
 * the first rule (in the data plane's order) that matches a cell decides it. Since a class's
 * packets all match the same rules, a cell's verdict is that of every packet in it.
 */
export type Space = { peers: PeerClass[]; protos: ProtoClass[] }

export const DIRECTIONS = ['inbound', 'outbound'] as const satisfies VpcFirewallRuleDirection[]

/** The classes that tell apart the packets of all the rule sets given (before and after). */
export function spaceOf(sets: (readonly Rule[])[], world: World): Space {
  const all = sets.flat()
  return { peers: peerClasses(all, world), protos: protoClasses(all) }
}

/** The classes a rule matches, peers and protocols: its cells are their product. */
export type Masks = { peers: boolean[]; protos: boolean[] }

export const masksOf = (r: Resolved, { peers, protos }: Space): Masks => ({
  peers: peers.map((c) => matchesPeer(r.peers, { inVpc: c.inVpc, addr: c.sample })),
  protos: protos.map((c) => matchesProto(r.protos, protoSample(protos, c))),
})

/**
 * First-match decisions over the cells of one interface and direction, worked out when asked
 * and kept: `rules` are those that apply there, in order. `steps` counts the rule checks made,
 * which is what a budget limits.
 */
export class Decider {
  private readonly decided: Int32Array
  private readonly byPeer: (number[] | undefined)[]
  steps = 0
  constructor(
    readonly rules: readonly Resolved[],
    readonly masks: readonly Masks[],
    private readonly space: Space,
  ) {
    this.decided = new Int32Array(space.peers.length * space.protos.length).fill(-2)
    this.byPeer = space.peers.map(() => undefined)
  }

  /** The index in `rules` of the rule deciding a cell, or -1 for the default. */
  at(peer: number, proto: number): number {
    const cell = peer * this.space.protos.length + proto
    const known = this.decided[cell] ?? -1
    if (known !== -2) return known
    let candidates = this.byPeer[peer]
    if (!candidates) {
      candidates = this.masks.flatMap((m, i) => (m.peers[peer] ? [i] : []))
      this.byPeer[peer] = candidates
      this.steps += this.masks.length
    }
    let first = -1
    for (const i of candidates) {
      this.steps++
      if (this.masks[i]?.protos[proto]) {
        first = i
        break
      }
    }
    this.decided[cell] = first
    return first
  }

  /** The cells a rule matches (index into `rules`), as [peer, proto] pairs. */
  cellsOf(i: number): [number, number][] {
    const m = this.masks[i]
    if (!m) return []
    const protos = m.protos.flatMap((ok, q) => (ok ? [q] : []))
    return m.peers.flatMap((ok, p) => (ok ? protos.map((q): [number, number] => [p, q]) : []))
  }
}

export type Table = {
  rules: Resolved[]
  at: (direction: VpcFirewallRuleDirection, nic: number, peer: number, proto: number) => number
}

/** A rule set over a space at every interface of the world: index of the deciding rule. */
export function analyse(rules: readonly Rule[], world: World, space: Space): Table {
  const resolved = ordered(rules, world)
  const masks = resolved.map((r) => masksOf(r, space))
  const deciders = DIRECTIONS.map((direction) =>
    world.nics.map((_, nic) => {
      const here = resolved.flatMap((r, i) =>
        r.direction === direction && r.nics.has(nic) ? [i] : [],
      )
      const decider = new Decider(
        here.map((i) => resolved[i] as Resolved),
        here.map((i) => masks[i] as Masks),
        space,
      )
      return { here, decider }
    }),
  )
  return {
    rules: resolved,
    at: (direction, nic, peer, proto) => {
      const d = deciders[DIRECTIONS.indexOf(direction)]?.[nic]
      const local = d ? d.decider.at(peer, proto) : -1
      return local === -1 ? -1 : (d?.here[local] ?? -1)
    },
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
