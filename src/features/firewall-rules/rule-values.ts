import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '@oxide/api'
import { MAX_NAME_LENGTH } from '~/util/names'

/**
 * A firewall rule as the form holds it, and the rule set the form sends. The API reads and
 * replaces a VPC's rules whole (one PUT), so a change to one rule sends every other rule back
 * exactly as it was read: `toUpdate` copies the fields an update has, values untouched.
 */
export type RuleValues = {
  name: string
  description: string
  enabled: boolean
  /** What the priority field holds: a number, or the text typed when it reads as none. */
  priority: number | string | null
  action: 'allow' | 'deny'
  direction: 'inbound' | 'outbound'
  targets: VpcFirewallRuleTarget[]
  hosts: VpcFirewallRuleHostFilter[]
  protocols: VpcFirewallRuleProtocol[]
  ports: string[]
}

export const NEW_RULE: RuleValues = {
  name: '',
  description: '',
  enabled: true,
  priority: 100,
  action: 'allow',
  direction: 'inbound',
  targets: [],
  hosts: [],
  protocols: [],
  ports: [],
}

export type RuleUpdate = VpcFirewallRuleUpdate

/** A rule as read, as the update that keeps it: the same values, nothing re-derived. */
export const toUpdate = (rule: VpcFirewallRule | RuleUpdate): RuleUpdate => ({
  action: rule.action,
  description: rule.description,
  direction: rule.direction,
  filters: rule.filters,
  name: rule.name,
  priority: rule.priority,
  status: rule.status,
  targets: rule.targets,
})

export const ruleToValues = (rule: VpcFirewallRule | RuleUpdate): RuleValues => ({
  name: rule.name,
  description: rule.description,
  enabled: rule.status === 'enabled',
  priority: rule.priority,
  action: rule.action,
  direction: rule.direction,
  targets: rule.targets,
  hosts: rule.filters.hosts ?? [],
  protocols: rule.filters.protocols ?? [],
  ports: rule.filters.ports ?? [],
})

/** The copy a clone starts from: every field of the rule, under a name of its own. */
export function cloneValues(rule: VpcFirewallRule, taken: readonly string[]): RuleValues {
  const base = rule.name.slice(0, MAX_NAME_LENGTH - '-copy-99'.length)
  let name = `${base}-copy`
  for (let n = 2; taken.includes(name) && n < 100; n++) name = `${base}-copy-${n}`
  return { ...ruleToValues(rule), name }
}

/** The rule the values make; an empty list of filters is no filter (null), as the API reads it. */
export const valuesToRule = (v: RuleValues): RuleUpdate => ({
  name: v.name,
  description: v.description,
  status: v.enabled ? 'enabled' : 'disabled',
  direction: v.direction,
  action: v.action,
  priority: Number(v.priority),
  targets: v.targets,
  filters: {
    hosts: v.hosts.length > 0 ? v.hosts : null,
    protocols: v.protocols.length > 0 ? v.protocols : null,
    ports: v.ports.length > 0 ? v.ports : null,
  },
})

/**
 * The whole set to send: every rule as read, with the one named `replacing` swapped for `rule`
 * in its place, or `rule` added at the end when it is new.
 */
export function ruleSetWith(
  current: readonly VpcFirewallRule[],
  replacing: string | null,
  rule: RuleUpdate,
): RuleUpdate[] {
  const rules = current.map((r) => (r.name === replacing ? rule : toUpdate(r)))
  return replacing === null ? [...rules, rule] : rules
}

/** The whole set without the rules named. */
export const ruleSetWithout = (current: readonly VpcFirewallRule[], names: readonly string[]) =>
  current.filter((r) => !names.includes(r.name)).map(toUpdate)
