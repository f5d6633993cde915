import type { VpcFirewallRule } from '@oxide/api'
import { db } from '../db'
import { invalidRequest, invalidValue } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { parseNet } from '../oxnet-text'
import { stdIpText } from '../std-net'
import { type Reader, reader } from './body'
import { newRecord } from './crud'
import { can, vpcOf } from './lookups'

/**
 * `PUT /v1/vpc-firewall-rules`: the body replaces every rule of the VPC. Checked as the server
 * does (`nexus/db-model/src/vpc_firewall_rule.rs`, `nexus/networking/src/firewall_rules.rs`):
 * serde's shape first, then unique names, at most 1024 rules and 256 parts of each kind, port
 * ranges in order, and no reference to another VPC. Rules get new ids, sorted by name.
 */
type Rule = Json<VpcFirewallRule>

export const MAX_FW_RULES_PER_VPC = 1024
const MAX_FW_RULE_PARTS = 256

const HOST_KINDS = ['vpc', 'subnet', 'instance', 'ip', 'ip_net'] as const

/** A target or host filter: a name, an address or a network, by its tag. */
function hostOrTarget(r: Reader) {
  const type = r.tag(HOST_KINDS)
  if (type === 'ip' || type === 'ip_net') {
    // kept as the server writes the `IpAddr` or `IpNet` it read (host bits and all)
    const text = r.string('value')
    const value = type === 'ip' ? stdIpText(text) : parseNet(text)?.text
    if (!value) throw r.fail('value', `invalid IP ${type === 'ip' ? 'address' : 'network'}`)
    return { type, value }
  }
  return { type, value: r.name('value') }
}

/** Rust's `u16` parse for a port, which must not be zero. */
function portProblem(text: string) {
  if (text === '') return 'cannot parse integer from empty string'
  if (!/^\+?\d+$/.test(text)) return 'invalid digit found in string'
  const n = Number(text)
  if (n > 65535) return 'number too large to fit in target type'
  if (n === 0) return 'number would be zero for non-zero type'
  return undefined
}

/** An `L4PortRange` (`80` or `8000-8080`) at `f`'s `key`, as its `FromStr` reads it. */
function portRange(text: string, f: Reader, key: string): [number, number] {
  const fail = (why: string) => f.fail(key, why)
  const dash = text.indexOf('-')
  const parts = dash === -1 ? [text] : [text.slice(0, dash), text.slice(dash + 1)]
  if (parts.length === 2 && parts[0] === '') throw fail('range has no start value')
  if (parts.length === 2 && parts[1] === '') throw fail('range has no end value')
  for (const part of parts) {
    const problem = portProblem(part)
    if (problem) throw fail(`${JSON.stringify(part)} unparsable for type: ${problem}`)
  }
  return [Number(parts[0]), Number(parts.at(-1))]
}

function protocol(r: Reader) {
  const type = r.tag(['tcp', 'udp', 'icmp', 'icmp6'] as const)
  if (type === 'tcp' || type === 'udp') return { type }
  const filter = r.optObject('value')
  if (!filter) return { type, value: null }
  const icmp_type = filter.int('icmp_type', 'u8')
  const code = filter.optString('code')
  return { type, value: { icmp_type, code: code ?? null } }
}

/** One `VpcFirewallRuleUpdate`, shaped as serde reads it. */
function readRule(r: Reader) {
  const name = r.name()
  const description = r.string('description')
  const status = r.enum('status', ['enabled', 'disabled'] as const)
  const direction = r.enum('direction', ['inbound', 'outbound'] as const)
  r.value('targets') // required, though null reads as no targets
  const targets = r.array('targets') ?? []
  const f = r.object('filters')
  const hosts = f.array('hosts')?.map((h, i) => hostOrTarget(reader(h, `${f.path}.hosts[${i}]`)))
  const ports = f.strings('ports')
  const protocols = f
    .array('protocols')
    ?.map((p, i) => protocol(reader(p, `${f.path}.protocols[${i}]`)))
  const ranges = ports?.map((p, i) => portRange(p, f, `ports[${i}]`))
  const action = r.enum('action', ['allow', 'deny'] as const)
  const priority = r.int('priority', 'u16')
  return {
    name,
    description,
    status,
    direction,
    targets: targets.map((t, i) => hostOrTarget(reader(t, `${r.path}.targets[${i}]`))),
    filters: { hosts: hosts ?? null, ports: ports ?? null, protocols: protocols ?? null },
    action,
    priority,
    ranges: ranges ?? [],
  }
}

const tooMany = (items: unknown[] | null, label: string, max: number) => {
  if (items && items.length > max) throw invalidValue(label, `max length ${max}`)
}

export const firewallRuleHandlers: HandlerMap = {
  vpcFirewallRulesUpdate: ({ query, body, user }) => {
    const vpc = vpcOf(query)
    can.network(user, vpc.project_id)
    const b = reader(body ?? {})
    // `rules` defaults to none: an empty body clears the VPC's rules
    const rules = (b.array('rules') ?? []).map((item, i) => readRule(reader(item, `rules[${i}]`)))
    const names = rules.map((r) => r.name)
    const dupes = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))]
    if (dupes.length)
      throw invalidValue(
        'rules',
        `Rule names must be unique. Duplicates: [${dupes.map((d) => `"${d}"`).join(', ')}]`,
      )
    tooMany(rules, 'rules', MAX_FW_RULES_PER_VPC)
    for (const rule of rules) {
      tooMany(rule.targets, 'targets', MAX_FW_RULE_PARTS)
      tooMany(rule.filters.hosts, 'filters.hosts', MAX_FW_RULE_PARTS)
      tooMany(rule.filters.ports, 'filters.ports', MAX_FW_RULE_PARTS)
      if (rule.ranges.some(([first, last]) => last < first))
        throw invalidValue('l4_port_range', 'range has larger start value than end value')
      tooMany(rule.filters.protocols, 'filters.protocols', MAX_FW_RULE_PARTS)
    }
    for (const rule of rules) {
      if (rule.targets.some((t) => t.type === 'vpc' && t.value !== vpc.name))
        throw invalidRequest('cross-VPC firewall target unsupported')
      if (rule.filters.hosts?.some((h) => h.type === 'vpc' && h.value !== vpc.name))
        throw invalidRequest('cross-VPC firewall host filter unsupported')
    }
    const stored: Rule[] = rules
      .map(({ ranges: _, ...rule }) => ({
        ...rule,
        ...newRecord(),
        vpc_id: vpc.id,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    db.vpcFirewallRules = [...db.vpcFirewallRules.filter((r) => r.vpc_id !== vpc.id), ...stored]
    return { rules: stored }
  },
}
