import type { VpcFirewallRuleDirection } from '@oxide/api'
import { Decider, DIRECTIONS, type Masks, masksOf, type Space, spaceOf } from './analysis'
import { describeProtos, netLabels, peerDescriber } from './describe'
import { ordered, type Resolved, type Rule, type World } from './model'
import { shadowed, staticWarnings, type Warning } from './warnings'

/**
 * What a change to a VPC's rule set does, before it is saved: the traffic it lets through that
 * was refused (opened) or refuses that went through (closed), per instance, protocol and peer,
 * from the whole rule set by priority; and the new set's warnings.
 *
 * Interfaces to which the same rules apply are one group, evaluated once. Within a group only
 * the cells a changed rule matches can change verdict (elsewhere the same rules match, before
 * and after), so only those are evaluated; shadowing looks at the cells of the rules concerned.
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
  | { kind: 'done'; rows: ImpactRow[]; warnings: Warning[] }
  /** The rule set and the VPC are too large to preview in the browser. */
  | { kind: 'too-large' }

/** Rule checks the preview may make before it gives up (some tens of milliseconds). */
export const BUDGET = 4_000_000
/** Cells one group's classes may make. */
const MAX_CELLS = 1_000_000

type Group = {
  direction: VpcFirewallRuleDirection
  nics: number[]
  was: Resolved[]
  now: Resolved[]
}

/** Interfaces grouped by direction and the rules that apply to them, before and after. */
function groupsOf(was: Resolved[], now: Resolved[], world: World): Group[] {
  const groups = new Map<string, Group>()
  for (const direction of DIRECTIONS)
    world.nics.forEach((_, nic) => {
      const here = (rules: Resolved[]) =>
        rules.filter((r) => r.direction === direction && r.nics.has(nic))
      const g = { direction, nics: [nic], was: here(was), now: here(now) }
      const key = `${direction}|${g.was.map((r) => was.indexOf(r))}|${g.now.map((r) => now.indexOf(r))}`
      const known = groups.get(key)
      if (known) known.nics.push(nic)
      else groups.set(key, g)
    })
  return [...groups.values()]
}

const nicName = (world: World, nic: number) => {
  const n = world.nics[nic]
  if (!n) return ''
  const many = world.nics.filter((m) => m.instance === n.instance).length > 1
  return many ? `${n.instance} (${n.name})` : n.instance
}

const indexes = (mask: boolean[]) => mask.flatMap((ok, i) => (ok ? [i] : []))

/** Whether two rules' cells meet. */
const meet = (a: Masks, b: Masks) =>
  a.peers.some((ok, p) => ok && b.peers[p]) && a.protos.some((ok, q) => ok && b.protos[q])

type Shadows = {
  matches: Set<string>
  decides: Set<string>
  by: Map<string, Map<string, Resolved>>
}

/** The changed cells of one group, as rows (one per change and set of protocols). */
function groupRows(
  g: Group,
  space: Space,
  was: Decider,
  now: Decider,
  changed: Masks[],
  words: Words,
) {
  const cells = new Set<number>()
  for (const m of changed)
    for (const p of indexes(m.peers))
      for (const q of indexes(m.protos)) cells.add(p * space.protos.length + q)
  const rows: Omit<ImpactRow, 'instances'>[] = []
  for (const change of ['opened', 'closed'] as const) {
    const byPeer = new Map<number, Set<number>>()
    for (const cell of cells) {
      const p = Math.floor(cell / space.protos.length)
      const q = cell % space.protos.length
      const allowed = (d: Decider) => {
        const i = d.at(p, q)
        return i === -1 ? g.direction === 'outbound' : d.rules[i]?.action === 'allow'
      }
      const before = allowed(was)
      if (before === allowed(now) || before === (change === 'opened')) continue
      const set = byPeer.get(p) ?? new Set<number>()
      set.add(q)
      byPeer.set(p, set)
    }
    const byProtos = new Map<string, { protos: Set<number>; peers: Set<number> }>()
    for (const [p, protos] of byPeer) {
      const key = [...protos].sort((a, b) => a - b).join(',')
      const group = byProtos.get(key) ?? { protos, peers: new Set<number>() }
      group.peers.add(p)
      byProtos.set(key, group)
    }
    for (const { protos, peers } of byProtos.values())
      rows.push({
        direction: g.direction,
        change,
        protocols: words.protos(protos),
        peers: words.peers(peers),
      })
  }
  return rows
}

type Words = { protos: (set: Set<number>) => string; peers: (set: Set<number>) => string }

/** Record, for each rule of `check` (indexes into the group's rules), who decides its cells. */
function groupShadows(now: Decider, check: number[], found: Shadows) {
  for (const i of check) {
    const rule = now.rules[i]
    if (!rule) continue
    for (const [p, q] of now.cellsOf(i)) {
      const first = now.at(p, q)
      const decider = now.rules[first]
      found.matches.add(rule.name)
      if (first === i) found.decides.add(rule.name)
      else if (decider) {
        const by = found.by.get(rule.name) ?? new Map<string, Resolved>()
        by.set(decider.name, decider)
        found.by.set(rule.name, by)
      }
    }
  }
}

/** Group's words: each set of classes put in words once. */
function wordsFor(space: Space, labels: Map<string, string>, vpc: string): Words {
  const memo = new Map<string, string>()
  const peerWords = peerDescriber(space.peers, labels, vpc)
  const remembered = (k: string, make: () => string) => {
    const known = memo.get(k) ?? make()
    memo.set(k, known)
    return known
  }
  return {
    protos: (set) => remembered(`p${[...set]}`, () => describeProtos(space.protos, set)),
    peers: (set) => remembered(`h${[...set]}`, () => peerWords(set)),
  }
}

/**
 * The impact of replacing `before` with `after` in this world. With `focus`, the rule being
 * edited, shadowing is worked out only where that rule is concerned.
 */
export function firewallImpact(
  before: readonly Rule[],
  after: readonly Rule[],
  world: World,
  focus?: string,
): Impact {
  const was = ordered(before, world)
  const now = ordered(after, world)
  const keys = new Map<Resolved, string>()
  const key = (r: Resolved) => {
    const k = keys.get(r) ?? JSON.stringify(r.rule)
    keys.set(r, k)
    return k
  }
  const labels = netLabels([...before, ...after], world)
  const rows = new Map<string, ImpactRow>()
  const evaluated = []
  let steps = 0
  for (const g of groupsOf(was, now, world)) {
    const space = spaceOf([g.was.map((r) => r.rule), g.now.map((r) => r.rule)], world)
    if (space.peers.length * space.protos.length > MAX_CELLS) return { kind: 'too-large' }
    const wasMasks = g.was.map((r) => masksOf(r, space))
    const nowMasks = g.now.map((r) => masksOf(r, space))
    const wasDecider = new Decider(g.was, wasMasks, space)
    const nowDecider = new Decider(g.now, nowMasks, space)
    const wasKeys = new Set(g.was.map(key))
    const nowKeys = new Set(g.now.map(key))
    const changed = [
      ...wasMasks.filter((_, i) => !nowKeys.has(key(g.was[i] as Resolved))),
      ...nowMasks.filter((_, i) => !wasKeys.has(key(g.now[i] as Resolved))),
    ]
    const words = wordsFor(space, labels, world.vpc)
    for (const row of groupRows(g, space, wasDecider, nowDecider, changed, words)) {
      const k = [row.direction, row.change, row.protocols, row.peers].join('|')
      const known = rows.get(k) ?? { ...row, instances: [] }
      for (const nic of g.nics) {
        const name = nicName(world, nic)
        if (!known.instances.includes(name)) known.instances.push(name)
      }
      rows.set(k, known)
    }
    steps += wasDecider.steps + nowDecider.steps
    if (steps > BUDGET) return { kind: 'too-large' }
    evaluated.push({ g, nowDecider, nowMasks })
  }
  // shadowing: every rule, or the focus and the rules whose traffic it meets anywhere
  const concernedNames = new Set<string>()
  for (const { g, nowMasks } of evaluated) {
    const f = g.now.findIndex((r) => r.name === focus)
    const fm = nowMasks[f]
    g.now.forEach((r, i) => {
      const m = nowMasks[i]
      if (focus === undefined || i === f || (m && fm && meet(m, fm))) concernedNames.add(r.name)
    })
  }
  const found: Shadows = { matches: new Set(), decides: new Set(), by: new Map() }
  for (const { g, nowDecider } of evaluated) {
    const check = g.now.flatMap((r, i) => (concernedNames.has(r.name) ? [i] : []))
    const start = nowDecider.steps
    groupShadows(nowDecider, check, found)
    steps += nowDecider.steps - start
    if (steps > BUDGET) return { kind: 'too-large' }
  }
  const warnings = staticWarnings(after, world)
  const duplicates = new Set(warnings.filter((w) => w.kind === 'duplicate').map((w) => w.rule))
  for (const rule of now) {
    if (!found.matches.has(rule.name) || found.decides.has(rule.name)) continue
    if (duplicates.has(rule.name)) continue
    warnings.push(shadowed(rule, [...(found.by.get(rule.name)?.values() ?? [])]))
  }
  const concerned = (w: Warning) =>
    focus === undefined || w.rule === focus || w.others.includes(focus)
  return { kind: 'done', rows: [...rows.values()], warnings: warnings.filter(concerned) }
}
