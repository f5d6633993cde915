import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyse, spaceOf, verdictAt } from './analysis'
import { packet, rules, world } from './arbitraries'
import { firewallImpact } from './impact'
import { evaluate, type Packet, type Rule, type World } from './model'
import { peerClassOf, protoClassOf } from './space'

/**
 * The preview's evaluation of a whole rule set (per class of traffic) agrees with the rule
 * set's first-match evaluation on every generated packet; what it reports follows from that.
 */
const worldWithNics = world.filter((w) => w.nics.length > 0)
const scene = worldWithNics.chain((w) =>
  fc.record({
    world: fc.constant(w),
    rules,
    packets: fc.array(packet(w.nics.length), { minLength: 1, maxLength: 20 }),
  }),
)

const RUNS = { numRuns: 200 }

/** The verdicts of `set` by class, over the classes `sets` cut, as a function of a packet. */
function byClass(set: Rule[], w: World, sets: Rule[][] = [set]) {
  const space = spaceOf(sets, w)
  const table = analyse(set, w, space)
  return (p: Packet) => {
    const peer = peerClassOf(space.peers, p.peer)
    const proto = protoClassOf(space.protos, p)
    expect(peer).toBeGreaterThanOrEqual(0)
    expect(proto).toBeGreaterThanOrEqual(0)
    return verdictAt(table, p.direction, p.nic, peer, proto)
  }
}

describe('the firewall preview', { timeout: 30_000 }, () => {
  it('a rule set and its evaluation by class agree on every generated packet', () => {
    fc.assert(
      fc.property(scene, ({ world: w, rules: set, packets }) => {
        const verdict = byClass(set, w)
        for (const p of packets) expect(verdict(p)).toEqual(evaluate(set, w, p))
      }),
      RUNS,
    )
  })

  it('classes cut for two rule sets still agree with each set', () => {
    fc.assert(
      fc.property(scene, rules, ({ world: w, rules: before, packets }, after) => {
        const was = byClass(before, w, [before, after])
        const now = byClass(after, w, [before, after])
        for (const p of packets) {
          expect(was(p)).toEqual(evaluate(before, w, p))
          expect(now(p)).toEqual(evaluate(after, w, p))
        }
      }),
      RUNS,
    )
  })

  it('the order of the rules does not matter, only their priorities', () => {
    fc.assert(
      fc.property(scene, ({ world: w, rules: set, packets }) => {
        const reversed = [...set].reverse()
        for (const p of packets)
          expect(evaluate(reversed, w, p).action).toBe(evaluate(set, w, p).action)
      }),
      RUNS,
    )
  })

  it('every packet whose verdict a change flips is in a row of the impact', () => {
    fc.assert(
      fc.property(scene, rules, ({ world: w, rules: before, packets }, after) => {
        const impact = firewallImpact(before, after, w)
        if (impact.kind !== 'done') return
        for (const p of packets) {
          const was = evaluate(before, w, p).action
          const now = evaluate(after, w, p).action
          if (was === now) continue
          const nic = w.nics[p.nic]
          const change = now === 'allow' ? 'opened' : 'closed'
          const row = impact.rows.find(
            (r) =>
              r.direction === p.direction &&
              r.change === change &&
              r.instances.some(
                (i) => i === nic?.instance || i === `${nic?.instance} (${nic?.name})`,
              ),
          )
          expect(row).toBeDefined()
        }
      }),
      RUNS,
    )
  })

  it('the warnings about one rule are those of the whole set that concern it', () => {
    const byMessage = (a: { message: string }, b: { message: string }) =>
      a.message < b.message ? -1 : a.message > b.message ? 1 : 0
    fc.assert(
      fc.property(scene, rules, ({ world: w, rules: before }, after) => {
        const all = firewallImpact(before, after, w)
        if (all.kind !== 'done') return
        for (const { name } of after) {
          const focused = firewallImpact(before, after, w, name)
          if (focused.kind !== 'done') continue
          const concerned = all.warnings.filter((x) => x.rule === name || x.others.includes(name))
          expect([...focused.warnings].sort(byMessage)).toEqual([...concerned].sort(byMessage))
          expect(focused.rows).toEqual(all.rows)
        }
      }),
      RUNS,
    )
  })

  it('an unchanged rule set has no impact', () => {
    fc.assert(
      fc.property(scene, ({ world: w, rules: set }) => {
        const impact = firewallImpact(set, [...set].reverse(), w)
        expect(impact.kind === 'done' && impact.rows).toEqual([])
      }),
      RUNS,
    )
  })

  it('a rule warned as shadowed or duplicate decides nothing: without it, no verdict changes', () => {
    fc.assert(
      fc.property(scene, ({ world: w, rules: set, packets }) => {
        const impact = firewallImpact(set, set, w)
        if (impact.kind !== 'done') return
        const idle = impact.warnings.filter((x) => x.kind === 'shadowed' || x.kind === 'duplicate')
        for (const warning of idle) {
          const without = set.filter((r) => r.name !== warning.rule)
          for (const p of packets) expect(evaluate(without, w, p)).toEqual(evaluate(set, w, p))
        }
      }),
      RUNS,
    )
  })
})
