import type { VpcSubnet } from '@oxide/api'
import { buildVpc, randomUlaPrefix } from '../data/network'
import { db, now } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { inProject, named } from './crud'
import { can, find, vpcOf } from './lookups'
import { isPrivateV4, parseV4Cidr, parseV6Cidr, v4Overlap } from './net-math'

/** VPCs, their subnets and (read-only here) their firewall rules. */

function checkPrefix(prefix: string) {
  const block = parseV6Cidr(prefix)
  if (block?.prefix !== 48 || !prefix.toLowerCase().startsWith('fd'))
    throw invalidRequest('VPC IPv6 prefix must be a /48 in the unique local range fd00::/8')
  return prefix
}

export function createVpc(
  projectId: string,
  name: string,
  description: string,
  dnsName: string,
  prefix: string,
) {
  const parts = buildVpc({
    projectId,
    name,
    description,
    dnsName,
    ipv6Prefix: prefix,
    time: now(),
    newId: () => crypto.randomUUID(),
  })
  db.vpcs.push(parts.vpc)
  db.vpcRouters.push(parts.router)
  db.vpcSubnets.push(parts.subnet)
  db.vpcFirewallRules.push(...parts.rules)
  return parts.vpc
}

const subnetsOf = (vpcId: string) => db.vpcSubnets.filter((s) => s.vpc_id === vpcId)

const vpcs = inProject({
  type: 'vpc',
  items: () => db.vpcs,
  find: find.vpc,
  canWrite: can.network,
})

/** Subnets are named within their VPC; changing them is networking, as for the VPC. */
const subnets = named<Json<VpcSubnet>, { vpc?: string; project?: string }>({
  type: 'vpc-subnet',
  items: () => db.vpcSubnets,
  find: (selector, query) => find.subnet(selector, query.vpc, query.project),
  siblings: (subnet) => subnetsOf(subnet.vpc_id),
  canRead: (user, subnet) => can.read(user, find.vpc(subnet.vpc_id).project_id),
  canWrite: (user, subnet) => can.network(user, find.vpc(subnet.vpc_id).project_id),
})

/** The next /64 of the VPC's prefix no subnet uses yet. */
function nextV6Block(vpcPrefix: string, vpcId: string) {
  const vpc = parseV6Cidr(vpcPrefix)
  if (!vpc) throw invalidRequest('VPC has no IPv6 prefix')
  const used = new Set(subnetsOf(vpcId).map((s) => parseV6Cidr(s.ipv6_block)?.base))
  for (let k = 0n; k < 1n << 16n; k++) {
    const base = vpc.base + (k << 64n)
    if (!used.has(base)) {
      const groups = Array.from({ length: 4 }, (_, i) =>
        ((base >> BigInt((7 - i) * 16)) & 0xffffn).toString(16),
      )
      return `${groups.join(':')}::/64`
    }
  }
  throw invalidRequest('no IPv6 /64 left in the VPC prefix')
}

function customRouter(selector: unknown, vpcId: string) {
  if (selector == null) return null
  if (typeof selector !== 'string') throw invalidRequest('custom_router must be a name or id')
  return find.customRouter(selector, vpcId).id
}

export const vpcHandlers: HandlerMap = {
  vpcList: ({ query, user }) => vpcs.list(query, user),

  vpcCreate: ({ query, body, user }) => {
    const project = vpcs.parent(query, user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const dnsName = b.name('dns_name')
    const prefix = b.optString('ipv6_prefix')
    vpcs.unique(vpcs.ofProject(project.id), name)
    return createVpc(
      project.id,
      name,
      description,
      dnsName,
      prefix ? checkPrefix(prefix) : randomUlaPrefix(),
    )
  },

  vpcView: ({ path, query, user }) => vpcs.view(path.vpc, query, user),

  vpcUpdate: ({ path, query, body, user }) =>
    vpcs.update(path.vpc, query, body, user, (b) => {
      const dnsName = b.optName('dns_name')
      return (vpc) => {
        if (dnsName) vpc.dns_name = dnsName
      }
    }),

  vpcDelete: ({ path, query, user }) => {
    const vpc = vpcs.remove(path.vpc, query, user, (vpc) => {
      if (subnetsOf(vpc.id).length > 0)
        throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    })
    db.vpcRouters = db.vpcRouters.filter((r) => r.vpc_id !== vpc.id)
    db.vpcFirewallRules = db.vpcFirewallRules.filter((r) => r.vpc_id !== vpc.id)
  },

  vpcSubnetList: ({ query, user }) => {
    const vpc = vpcOf(query)
    can.read(user, vpc.project_id)
    return paginated(query, subnetsOf(vpc.id))
  },

  vpcSubnetCreate: ({ query, body, user }) => {
    const vpc = vpcOf(query)
    can.network(user, vpc.project_id)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const v4 = b.string('ipv4_block')
    const v4Block = parseV4Cidr(v4)
    if (!v4Block) throw invalidRequest(`"${v4}" is not a valid IPv4 network`)
    if (!isPrivateV4(v4))
      throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
    if (v4Block.prefix < 8 || v4Block.prefix > 26)
      throw invalidRequest(
        'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
      )
    const clash = subnetsOf(vpc.id).find((s) => v4Overlap(s.ipv4_block, v4))
    if (clash)
      throw invalidRequest(`IPv4 block ${v4} overlaps with the block of subnet "${clash.name}"`)
    const v6 = b.optString('ipv6_block')
    if (v6) {
      const block = parseV6Cidr(v6)
      const prefix = parseV6Cidr(vpc.ipv6_prefix)
      if (block?.prefix !== 64 || !prefix || block.base >> 80n !== prefix.base >> 80n)
        throw invalidRequest(
          `IPv6 block ${v6} must be a /64 within the VPC prefix ${vpc.ipv6_prefix}`,
        )
      if (subnetsOf(vpc.id).some((s) => parseV6Cidr(s.ipv6_block)?.base === block.base))
        throw invalidRequest(`IPv6 block ${v6} is already used by another subnet`)
    }
    subnets.unique(subnetsOf(vpc.id), name)
    const subnet: Json<VpcSubnet> = {
      id: crypto.randomUUID(),
      name,
      description,
      ipv4_block: v4,
      ipv6_block: v6 ?? nextV6Block(vpc.ipv6_prefix, vpc.id),
      custom_router_id: customRouter(b.raw('custom_router'), vpc.id),
      vpc_id: vpc.id,
      time_created: now(),
      time_modified: now(),
    }
    db.vpcSubnets.push(subnet)
    return subnet
  },

  vpcSubnetView: ({ path, query, user }) => subnets.view(path.subnet, query, user),

  vpcSubnetUpdate: ({ path, query, body, user }) =>
    subnets.update(path.subnet, query, body, user, (b) => (subnet) => {
      // PUT semantics, as the real API: an absent custom_router unsets it
      subnet.custom_router_id = customRouter(b.raw('custom_router'), subnet.vpc_id)
    }),

  vpcSubnetDelete: ({ path, query, user }) => {
    subnets.remove(path.subnet, query, user, (subnet) => {
      if (db.networkInterfaces.some((n) => n.subnet_id === subnet.id))
        throw invalidRequest(
          'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
        )
    })
  },

  vpcSubnetListNetworkInterfaces: ({ path, query, user }) => {
    const subnet = find.subnet(path.subnet, query.vpc, query.project)
    can.read(user, find.vpc(subnet.vpc_id).project_id)
    return paginated(
      query,
      db.networkInterfaces.filter((n) => n.subnet_id === subnet.id),
    )
  },

  vpcFirewallRulesView: ({ query, user }) => {
    const vpc = vpcOf(query)
    can.read(user, vpc.project_id)
    // ordered by name, as the server reads them (real-api-behaviour.md row 16)
    const rules = db.vpcFirewallRules.filter((r) => r.vpc_id === vpc.id)
    return { rules: rules.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) }
  },
}
