import type {
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
} from '@oxide/api'

/** The parts of a rule in words, for its table row, its form's lists and the filter. */
export const HOST_KIND_LABEL = {
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  ip: 'IP',
  ip_net: 'IP network',
} as const satisfies Record<VpcFirewallRuleTarget['type'], string>

export type HostKind = keyof typeof HOST_KIND_LABEL

export const hostText = (h: VpcFirewallRuleTarget | VpcFirewallRuleHostFilter) =>
  `${HOST_KIND_LABEL[h.type]} ${h.value}`

export const PROTOCOL_LABEL = { tcp: 'TCP', udp: 'UDP', icmp: 'ICMP', icmp6: 'ICMPv6' } as const

export function protocolText(p: VpcFirewallRuleProtocol): string {
  const name = PROTOCOL_LABEL[p.type]
  if (p.type === 'tcp' || p.type === 'udp' || !p.value) return name
  const code = p.value.code ? ` code ${p.value.code}` : ''
  return `${name} type ${p.value.icmpType}${code}`
}

/** The key that makes two list items the same, for 'Items must be unique'. */
export const itemKey = (item: object) => JSON.stringify(item)
