import { ordered, type Resolved, type Rule, skipReason, type World } from './model'

/**
 * What may be wrong with a rule set, rule by rule: a rule that never decides anything because
 * rules before it decide all it matches (shadowed, found by impact.ts, which evaluates), one
 * that repeats another's conditions and action (duplicate), ports without TCP or UDP (the data
 * plane ignores them), and targets or host filters that name nothing that exists now (the
 * server skips the rule).
 */
export type Warning = {
  kind: 'shadowed' | 'duplicate' | 'ports-without-protocol' | 'no-target' | 'no-host'
  rule: string
  /** The other rules the warning is about. */
  others: string[]
  message: string
}

const sorted = (items: readonly unknown[] | null | undefined) =>
  JSON.stringify((items ?? []).map((i) => JSON.stringify(i)).sort())

/** What a rule matches and does, without its name, description or priority. */
const conditions = (r: Rule) =>
  [
    r.direction,
    r.action,
    sorted(r.targets),
    sorted(r.filters.hosts),
    sorted(r.filters.protocols?.map((p) => ('value' in p ? { ...p, value: p.value ?? null } : p))),
    sorted(r.filters.ports?.map((p) => p.trim())),
  ].join('\n')

const named = (r: Resolved) => `${r.name} (priority ${r.priority})`

export const shadowed = (rule: Resolved, by: Resolved[]): Warning => ({
  kind: 'shadowed',
  rule: rule.name,
  others: by.map((b) => b.name),
  message: `${rule.name} never applies: ${by.map(named).join(', ')} ${by.length === 1 ? 'decides' : 'decide'} all the traffic it matches first`,
})

/** The warnings that need no evaluation: duplicates, ignored ports, names of nothing. */
export function staticWarnings(rules: readonly Rule[], world: World): Warning[] {
  const warnings: Warning[] = []
  // duplicates: the later of two rules with the same conditions, in the data plane's order
  const seen = new Map<string, string>()
  for (const r of ordered(rules, world)) {
    const key = conditions(r.rule)
    const first = seen.get(key)
    if (first === undefined) seen.set(key, r.name)
    else
      warnings.push({
        kind: 'duplicate',
        rule: r.name,
        others: [first],
        message: `${r.name} duplicates ${first}: the same direction, action, targets and filters`,
      })
  }
  for (const rule of rules) {
    if (rule.status !== 'enabled') continue
    if (rule.filters.ports?.length && !rule.filters.protocols?.length)
      warnings.push({
        kind: 'ports-without-protocol',
        rule: rule.name,
        others: [],
        message: `${rule.name} names ports but no protocol: the ports are ignored, and it matches every protocol on every port`,
      })
    const skipped = skipReason(rule, world)
    if (skipped === 'no-target')
      warnings.push({
        kind: 'no-target',
        rule: rule.name,
        others: [],
        // a target may exist and hold no instance (an empty subnet): "name nothing" said less
        message: `${rule.name} applies to no instance now: its targets hold no instance in VPC ${world.vpc}`,
      })
    if (skipped === 'no-host')
      warnings.push({
        kind: 'no-host',
        rule: rule.name,
        others: [],
        message: `${rule.name} matches no traffic now: its host filters name nothing that exists`,
      })
  }
  return warnings
}
