import { describe, expect, it } from 'vitest'
import { firewallImpact } from './impact'
import type { Rule, World } from './model'

/** The preview in words, on the default rules of a new VPC (data/network.ts in the mock). */
const world: World = {
  vpc: 'default',
  subnets: [
    { name: 'default', ipv4Block: '172.30.0.0/22', ipv6Block: 'fd12::/64' },
    { name: 'edge', ipv4Block: '172.30.4.0/22', ipv6Block: 'fd12:0:0:1::/64' },
  ],
  nics: [
    { instance: 'web-1', name: 'net0', subnet: 'default', ipv4: '172.30.0.5' },
    { instance: 'db-1', name: 'net0', subnet: 'default', ipv4: '172.30.0.6' },
  ],
}

const rule = (name: string, extra: Partial<Rule>, filters: Rule['filters'] = {}): Rule => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 65534,
  targets: [{ type: 'vpc', value: 'default' }],
  filters,
  ...extra,
})

const defaults = [
  rule('allow-internal-inbound', {}, { hosts: [{ type: 'vpc', value: 'default' }] }),
  rule('allow-ssh', {}, { protocols: [{ type: 'tcp' }], ports: ['22'] }),
  rule('allow-icmp', {}, { protocols: [{ type: 'icmp', value: null }] }),
]

const impactOf = (after: Rule[]) => {
  const impact = firewallImpact(defaults, after, world)
  if (impact.kind !== 'done') throw new Error('too large')
  return impact
}

describe('firewall impact', () => {
  it('says which instances a new rule opens, on which ports, from where', () => {
    const web = rule(
      'allow-web',
      { targets: [{ type: 'instance', value: 'web-1' }] },
      {
        protocols: [{ type: 'tcp' }],
        ports: ['80', '443', '8000-8080'],
      },
    )
    expect(impactOf([...defaults, web]).rows).toEqual([
      {
        direction: 'inbound',
        change: 'opened',
        instances: ['web-1'],
        protocols: 'TCP 80, 443, 8000-8080',
        peers: 'anywhere outside the VPC',
      },
    ])
  })

  it('says what a deny closes, net by net', () => {
    const deny = rule(
      'deny-edge-ssh',
      { action: 'deny', priority: 100 },
      {
        hosts: [
          { type: 'subnet', value: 'edge' },
          { type: 'ip_net', value: '203.0.113.0/24' },
        ],
        protocols: [{ type: 'tcp' }],
        ports: ['22'],
      },
    )
    expect(impactOf([...defaults, deny]).rows).toEqual([
      {
        direction: 'inbound',
        change: 'closed',
        instances: ['web-1', 'db-1'],
        protocols: 'TCP 22',
        peers: 'subnet edge; 203.0.113.0/24',
      },
    ])
  })

  it('warns about a rule shadowed by one before it, and about duplicates', () => {
    const denyAll = rule('deny-all', { action: 'deny', priority: 1, targets: [] })
    const again = { ...defaults[1], name: 'ssh-again', priority: 70 } as Rule
    const { warnings } = impactOf([...defaults, again])
    expect(warnings.map((w) => w.message)).toEqual([
      'allow-ssh duplicates ssh-again: the same direction, action, targets and filters',
    ])
    const shadowed = impactOf([...defaults, denyAll]).warnings.map((w) => w.message)
    expect(shadowed).toContain(
      'allow-ssh never applies: deny-all (priority 1) decides all the traffic it matches first',
    )
  })

  it('warns about ports without a protocol and targets that name nothing', () => {
    const loose = rule('loose', {}, { ports: ['80'] })
    const ghost = rule('ghost', { targets: [{ type: 'instance', value: 'gone' }] })
    const { warnings } = impactOf([...defaults, loose, ghost])
    expect(warnings.map((w) => w.kind)).toEqual(['ports-without-protocol', 'no-target'])
    // a target can exist and hold none (an empty subnet): the text says what is true of both
    expect(warnings[1]?.message).toMatch(
      /^ghost applies to no instance now: its targets hold no instance in VPC /,
    )
  })
})
