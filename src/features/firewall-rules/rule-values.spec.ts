import type { VpcFirewallRule } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { cloneValues, ruleSetWith, ruleSetWithout, ruleToValues, valuesToRule } from './rule-values'

const stamp = { vpcId: 'v', timeCreated: new Date(0), timeModified: new Date(0) }
const rules: VpcFirewallRule[] = [
  {
    ...stamp,
    id: '1',
    name: 'allow-icmp',
    description: 'allow inbound ICMP traffic from anywhere',
    action: 'allow',
    direction: 'inbound',
    priority: 65534,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: {
      hosts: null,
      ports: null,
      protocols: [{ type: 'icmp', value: { icmpType: 3, code: '0-4' } }],
    },
  },
  {
    ...stamp,
    id: '2',
    name: 'web',
    description: '',
    action: 'deny',
    direction: 'outbound',
    priority: 7,
    status: 'disabled',
    targets: [],
    filters: { hosts: [], ports: ['80', '8000-8080'], protocols: [{ type: 'tcp' }] },
  },
]
const wire = ({
  id: _,
  vpcId: __,
  timeCreated: ___,
  timeModified: ____,
  ...rest
}: VpcFirewallRule) => rest

describe('the rule set a form sends', () => {
  it('keeps every other rule exactly as read, and puts an edited rule in its place', () => {
    const edited = { ...valuesToRule(ruleToValues(rules[1] as VpcFirewallRule)), name: 'www' }
    const set = ruleSetWith(rules, 'web', edited)
    expect(set).toEqual([wire(rules[0] as VpcFirewallRule), edited])
    // the kept rule's filters are the very values read (empty lists and nulls as they were)
    expect(set[0]?.filters).toBe(rules[0]?.filters)
  })

  it('adds a new rule at the end and leaves deleted ones out', () => {
    const added = valuesToRule({ ...ruleToValues(rules[0] as VpcFirewallRule), name: 'new' })
    expect(ruleSetWith(rules, null, added).map((r) => r.name)).toEqual(['allow-icmp', 'web', 'new'])
    expect(ruleSetWithout(rules, ['allow-icmp'])).toEqual([wire(rules[1] as VpcFirewallRule)])
  })

  it('turns values back into the rule they came from, empty lists as no filter', () => {
    const [first, second] = rules as [VpcFirewallRule, VpcFirewallRule]
    expect(valuesToRule(ruleToValues(first))).toEqual(wire(first))
    expect(valuesToRule(ruleToValues(second)).filters.hosts).toBeNull()
  })

  it('clones every field under a free name', () => {
    const first = rules[0] as VpcFirewallRule
    const clone = cloneValues(first, ['allow-icmp-copy'])
    expect(clone).toEqual({ ...ruleToValues(first), name: 'allow-icmp-copy-2' })
    const long = cloneValues({ ...first, name: 'a'.repeat(63) }, [])
    expect(long.name.length).toBeLessThanOrEqual(63)
    expect(long.name).toMatch(/-copy$/)
  })
})
