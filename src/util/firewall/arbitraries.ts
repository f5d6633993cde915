import type {
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '@oxide/api'
import fc from 'fast-check'
import { parseAddr } from './addr'
import type { Nic, Packet, Rule, World } from './model'

/**
 * Generators for the firewall's property tests (a test helper, not app code: only specs import
 * it). Small pools of names, addresses and numbers, so rules collide with each other and with
 * the world often: ties in priority, nested networks, ports on range bounds, names that exist
 * and names that do not.
 */
const SUBNETS = [
  { name: 'front', ipv4Block: '10.1.0.0/24', ipv6Block: 'fd00:0:0:1::/64' },
  { name: 'back', ipv4Block: '10.2.0.0/24', ipv6Block: 'fd00:0:0:2::/64' },
  { name: 'edge', ipv4Block: '172.16.0.0/22', ipv6Block: 'fd00:0:0:3::/64' },
]
const INSTANCES = ['web', 'db', 'cache']

const nic = fc
  .record({
    instance: fc.constantFrom(...INSTANCES),
    subnet: fc.constantFrom(...SUBNETS),
    host: fc.integer({ min: 5, max: 9 }),
    v6: fc.boolean(),
  })
  .map(
    ({ instance, subnet, host, v6 }): Nic => ({
      instance,
      name: `net-${subnet.name}-${host}`,
      subnet: subnet.name,
      ipv4: subnet.ipv4Block.replace(/0\/\d+$/, String(host)),
      ...(v6 && { ipv6: subnet.ipv6Block.replace(/\/64$/, String(host)) }),
    }),
  )

export const world: fc.Arbitrary<World> = fc
  .array(nic, { maxLength: 4 })
  .map((nics) => ({ vpc: 'default', subnets: SUBNETS, nics }))

const ADDRS = [
  '10.1.0.5',
  '10.1.0.7',
  '10.2.0.9',
  '172.16.1.1',
  '8.8.8.8',
  '0.0.0.0',
  '255.255.255.255',
  'fd00:0:0:1::5',
  'fd00:0:0:2::9',
  'fd00::1',
  '2001:db8::1',
]
const NETS = [
  '10.0.0.0/8',
  '10.1.0.0/16',
  '10.1.0.0/24',
  '10.1.0.4/30',
  '0.0.0.0/0',
  '172.16.0.0/12',
  'fd00::/16',
  'fd00:0:0:1::/64',
  '::/0',
]
const NAMES = ['default', 'front', 'back', 'edge', 'gone', ...INSTANCES, 'ghost']

const named = <T extends string>(type: T) =>
  fc.constantFrom(...NAMES).map((value) => ({ type, value }))
const anyHost = fc.oneof(
  named('vpc'),
  named('subnet'),
  named('instance'),
  fc.constantFrom(...ADDRS).map((value) => ({ type: 'ip' as const, value })),
  fc.constantFrom(...NETS).map((value) => ({ type: 'ip_net' as const, value })),
)

const protocol: fc.Arbitrary<VpcFirewallRuleProtocol> = fc.oneof(
  fc.constant({ type: 'tcp' as const }),
  fc.constant({ type: 'udp' as const }),
  fc.record({
    type: fc.constantFrom('icmp' as const, 'icmp6' as const),
    value: fc.option(
      fc.record({
        icmpType: fc.constantFrom(0, 3, 8, 255),
        code: fc.option(fc.constantFrom('0', '1-3', '2', '0-255'), { nil: null }),
      }),
      { nil: null },
    ),
  }),
)

const list = <T>(item: fc.Arbitrary<T>, max: number) =>
  fc.option(fc.array(item, { maxLength: max }), { nil: null })

const ruleBody = fc.record({
  status: fc.constantFrom('enabled' as const, 'enabled' as const, 'disabled' as const),
  direction: fc.constantFrom('inbound' as const, 'outbound' as const),
  action: fc.constantFrom('allow' as const, 'deny' as const),
  priority: fc.constantFrom(0, 1, 100, 65534, 65535),
  targets: fc.array(anyHost as fc.Arbitrary<VpcFirewallRuleTarget>, { maxLength: 2 }),
  hosts: list(anyHost as fc.Arbitrary<VpcFirewallRuleHostFilter>, 3),
  protocols: list(protocol, 3),
  ports: list(fc.constantFrom('22', '80', '1-1024', '443-8443', '65535', '8000-8080'), 3),
})

/** A rule set with distinct names. */
export const rules: fc.Arbitrary<Rule[]> = fc.array(ruleBody, { maxLength: 6 }).map((bodies) =>
  bodies.map(({ hosts, protocols, ports, ...b }, i) => ({
    ...b,
    name: `rule-${i}`,
    description: '',
    filters: { hosts, protocols, ports },
  })),
)

const addr = fc.oneof(
  fc.constantFrom(...ADDRS).map((s) => parseAddr(s) ?? { family: 4 as const, value: 0n }),
  fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }).map((value) => ({ family: 4 as const, value })),
  fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }).map((value) => ({ family: 6 as const, value })),
)

/** A packet at one of the world's interfaces (`nics` of them, at least one). */
export const packet = (nics: number): fc.Arbitrary<Packet> =>
  fc.record({
    direction: fc.constantFrom('inbound' as const, 'outbound' as const),
    nic: fc.integer({ min: 0, max: nics - 1 }),
    peer: fc.record({ inVpc: fc.boolean(), addr }),
    proto: fc.constantFrom(
      'tcp' as const,
      'udp' as const,
      'icmp' as const,
      'icmp6' as const,
      'other' as const,
    ),
    port: fc.oneof(
      fc.constantFrom(1, 21, 22, 23, 80, 443, 1024, 1025, 8443, 65535),
      fc.integer({ min: 1, max: 65535 }),
    ),
    icmpType: fc.oneof(fc.constantFrom(0, 3, 8, 255), fc.integer({ min: 0, max: 255 })),
    icmpCode: fc.oneof(fc.constantFrom(0, 1, 3, 4, 255), fc.integer({ min: 0, max: 255 })),
  })
