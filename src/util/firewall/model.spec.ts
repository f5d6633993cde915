import { describe, expect, it } from 'vitest'
import { formatAddr, parseAddr, parseNet } from './addr'
import { evaluate, type Packet, type Rule, type World } from './model'

/** The data plane's rules, one example each (model.ts says where each comes from). */
const world: World = {
  vpc: 'default',
  subnets: [
    { name: 'default', ipv4Block: '172.30.0.0/22', ipv6Block: 'fd12::/64' },
    { name: 'edge', ipv4Block: '172.30.4.0/22', ipv6Block: 'fd12:0:0:1::/64' },
  ],
  nics: [
    { instance: 'web-1', name: 'net0', subnet: 'default', ipv4: '172.30.0.5', ipv6: 'fd12::5' },
    { instance: 'web-1', name: 'net1', subnet: 'edge', ipv4: '172.30.4.5' },
    { instance: 'db-1', name: 'net0', subnet: 'default', ipv4: '172.30.0.6' },
  ],
}

const rule = (name: string, extra: Partial<Rule> = {}, filters: Rule['filters'] = {}): Rule => ({
  name,
  description: '',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 100,
  targets: [],
  filters,
  ...extra,
})

const ip = (s: string) => parseAddr(s) ?? { family: 4 as const, value: 0n }
const tcp = (port: number, from = '8.8.8.8', nic = 0, inVpc = false): Packet => ({
  direction: 'inbound',
  nic,
  peer: { inVpc, addr: ip(from) },
  proto: 'tcp',
  port,
})

const action = (rules: Rule[], p: Packet) => evaluate(rules, world, p).action

describe('addresses', () => {
  it('read IPv4 and IPv6 (with zones and embedded IPv4) and write the short form', () => {
    expect(formatAddr(ip('::ffff:192.0.2.1'))).toBe('::ffff:c000:201')
    expect(formatAddr(ip('fe80::1%eth0'))).toBe('fe80::1')
    expect(formatAddr(ip('10.0.0.1'))).toBe('10.0.0.1')
    expect(parseNet('10.1.2.3/8')).toEqual({ family: 4, base: 10n << 24n, width: 8 })
    expect(parseNet('10.0.0.0/33')).toBeUndefined()
  })
})

describe('firewall evaluation', () => {
  it('denies inbound and allows outbound when no rule matches', () => {
    expect(action([], tcp(22))).toBe('deny')
    expect(action([], { ...tcp(22), direction: 'outbound' })).toBe('allow')
  })

  it('takes the lowest priority number first, and deny before allow at the same priority', () => {
    const deny = rule('deny', { action: 'deny', priority: 200 })
    expect(action([deny, rule('allow')], tcp(22))).toBe('allow')
    expect(action([{ ...deny, priority: 100 }, rule('allow')], tcp(22))).toBe('deny')
    expect(evaluate([rule('allow'), { ...deny, priority: 100 }], world, tcp(22)).rule).toBe('deny')
  })

  it('ignores disabled rules', () => {
    expect(action([rule('off', { status: 'disabled' })], tcp(22))).toBe('deny')
  })

  it('applies a rule to its targets only; with no targets, to every interface', () => {
    const toEdge = rule('edge', { targets: [{ type: 'subnet', value: 'edge' }] })
    expect(action([toEdge], tcp(80, '8.8.8.8', 1))).toBe('allow')
    expect(action([toEdge], tcp(80, '8.8.8.8', 0))).toBe('deny')
    const byIp = rule('ip', { targets: [{ type: 'ip_net', value: '172.30.0.6/32' }] })
    expect(action([byIp], tcp(80, '8.8.8.8', 2))).toBe('allow')
    expect(action([byIp], tcp(80, '8.8.8.8', 0))).toBe('deny')
  })

  it('skips a rule whose targets or hosts name nothing that exists, rather than widening it', () => {
    const deny = rule('ghost', {
      action: 'deny',
      priority: 1,
      targets: [{ type: 'instance', value: 'gone' }],
    })
    expect(action([deny, rule('allow')], tcp(22))).toBe('allow')
    const noHost = rule('nohost', {}, { hosts: [{ type: 'instance', value: 'gone' }] })
    expect(action([noHost], tcp(22))).toBe('deny')
  })

  it('matches peers by VPC (inside it), subnet blocks, instance addresses and networks', () => {
    const fromVpc = rule('vpc', {}, { hosts: [{ type: 'vpc', value: 'default' }] })
    expect(action([fromVpc], tcp(80, '172.30.0.6', 0, true))).toBe('allow')
    expect(action([fromVpc], tcp(80, '172.30.0.6', 0, false))).toBe('deny')
    const fromEdge = rule('edge', {}, { hosts: [{ type: 'subnet', value: 'edge' }] })
    expect(action([fromEdge], tcp(80, '172.30.4.9'))).toBe('allow')
    expect(action([fromEdge], tcp(80, '172.30.0.9'))).toBe('deny')
    const fromDb = rule('db', {}, { hosts: [{ type: 'instance', value: 'db-1' }] })
    expect(action([fromDb], tcp(80, '172.30.0.6', 0, true))).toBe('allow')
    const fromNet = rule('net', {}, { hosts: [{ type: 'ip_net', value: '8.8.0.0/16' }] })
    expect(action([fromNet], tcp(80, '8.8.8.8'))).toBe('allow')
    expect(action([fromNet], tcp(80, '9.8.8.8'))).toBe('deny')
  })

  it('matches ports and ranges for TCP and UDP, ICMP by type and code range', () => {
    const web = rule('web', {}, { protocols: [{ type: 'tcp' }], ports: ['80', '8000-8080'] })
    expect(action([web], tcp(8080))).toBe('allow')
    expect(action([web], tcp(8081))).toBe('deny')
    expect(action([web], { ...tcp(80), proto: 'udp' })).toBe('deny')
    const ping = rule(
      'ping',
      {},
      { protocols: [{ type: 'icmp', value: { icmpType: 3, code: '0-4' } }] },
    )
    const icmp = (icmpType: number, icmpCode: number): Packet => ({
      ...tcp(0),
      proto: 'icmp',
      port: undefined,
      icmpType,
      icmpCode,
    })
    expect(action([ping], icmp(3, 4))).toBe('allow')
    expect(action([ping], icmp(3, 5))).toBe('deny')
    expect(action([ping], icmp(8, 0))).toBe('deny')
  })

  it('ignores ports without TCP or UDP: such a rule matches every protocol on every port', () => {
    const ports = rule('ports', {}, { ports: ['22'] })
    expect(action([ports], tcp(443))).toBe('allow')
    expect(action([ports], { ...tcp(0), proto: 'other' })).toBe('allow')
  })
})
