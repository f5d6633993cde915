import type { VpcSubnet } from '@oxide/api'
import { buildVpc, type DefaultPool, randomUlaPrefix, storeVpc } from '../data/network'
import { db, isUuid, now, projectSilo } from '../db'
import { errorResponse, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { type Net, parseNet } from '../oxnet-text'
import { paginated } from '../paging'
import { showStdIp } from '../std-net'
import { reader } from './body'
import { inProject, named, newRecord } from './crud'
import { dropGateways } from './internet-gateways'
import { overlaps } from './ip-ranges'
import { can, find, siloPools, vpcOf } from './lookups'

/** VPCs, their subnets and their firewall rules (replaced in firewall-rules.ts; routers in vpc-routers.ts). */

/** Unique local (fc00::/7), as oxnet's `is_unique_local`. */
const isUniqueLocal = (base: bigint) => base >> 121n === 0x7en

/** RFC 1918: 10/8, 172.16/12, 192.168/16. */
const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((s) => parseNet(s))
const isPrivateV4 = (net: Net) =>
  PRIVATE_V4.some((p) => p && p.first <= net.first && net.last <= p.last)

const v6Block = (text: string) => parseNet(text, 'v6net')

/** A VPC's prefix: a unique local /48, worded as the server refuses it (real-api row 25). */
function checkPrefix(prefix: string) {
  const block = v6Block(prefix)
  if (block?.width !== 48 || !isUniqueLocal(block.first))
    throw invalidRequest(
      'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
    )
  return prefix
}

export function createVpc(
  projectId: string,
  name: string,
  description: string,
  dnsName: string,
  prefix: string,
) {
  const defaultPools = siloPools(projectSilo(projectId)).flatMap(({ pool, link }): DefaultPool[] =>
    link.is_default && pool.pool_type === 'unicast'
      ? [{ id: pool.id, version: pool.ip_version }]
      : [],
  )
  const parts = buildVpc({
    projectId,
    name,
    description,
    dnsName,
    ipv6Prefix: prefix,
    time: now(),
    defaultPools,
    newId: () => crypto.randomUUID(),
  })
  storeVpc(db, parts)
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

/**
 * A /64 of the VPC's prefix no subnet uses yet. The server picks one at random (only the default
 * subnet has the first), trying three times before it gives up with a 503 (real-api row 25).
 */
function randomV6Block(vpcPrefix: string, vpcId: string) {
  const vpc = v6Block(vpcPrefix)
  if (!vpc) throw invalidRequest('VPC has no IPv6 prefix')
  const used = new Set(subnetsOf(vpcId).map((s) => v6Block(s.ipv6_block)?.first))
  for (let tries = 0; tries < 3; tries++) {
    const base = vpc.first + (BigInt(Math.floor(Math.random() * 0x10000)) << 64n)
    if (!used.has(base)) return `${showStdIp({ v6: true, n: base })}/64`
  }
  throw errorResponse(503, 'ServiceNotAvailable', 'Service Unavailable')
}

const conflict = (block: string) =>
  invalidRequest(`IP address range '${block}' conflicts with an existing subnet`)

/**
 * The router a subnet names: by name within the subnet's VPC, by id anywhere; then refused when
 * it is of another VPC or the system router (`vpc_router_lookup_for_attach` in
 * `nexus/src/app/vpc_router.rs`, `vpc_subnet_set_custom_router` in `ds/vpc.rs`).
 */
function customRouter(selector: unknown, vpcId: string) {
  if (selector == null) return null
  if (typeof selector !== 'string') throw invalidRequest('custom_router must be a name or id')
  const router = isUuid(selector) ? find.router(selector) : find.router(selector, vpcId)
  if (router.vpc_id !== vpcId)
    throw invalidRequest(
      'a router can only be attached to a subnet when both belong to the same VPC',
    )
  if (router.kind === 'system')
    throw invalidRequest('cannot attach a system router to a VPC subnet')
  return router.id
}

export const vpcHandlers: HandlerMap = {
  vpcList: ({ query, user }) => vpcs.list(query, user),

  vpcCreate: ({ query, body, user }) => {
    const project = vpcs.parent(query, user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const dnsName = b.name('dns_name')
    // an `Ipv6Net` the body walk read, kept as oxnet writes it (host bits and all)
    const given = b.optString('ipv6_prefix')
    const prefix = given && parseNet(given, 'v6net')!.text
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
    const routers = new Set(db.vpcRouters.filter((r) => r.vpc_id === vpc.id).map((r) => r.id))
    db.vpcRouters = db.vpcRouters.filter((r) => r.vpc_id !== vpc.id)
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => !routers.has(r.vpc_router_id))
    db.vpcFirewallRules = db.vpcFirewallRules.filter((r) => r.vpc_id !== vpc.id)
    // the server leaves the gateways behind, out of reach with their VPC: the mock drops them
    dropGateways(vpc.id)
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
    const v4Text = b.string('ipv4_block')
    const v4Block = parseNet(v4Text, 'v4net')
    if (!v4Block) throw invalidRequest(`"${v4Text}" is not a valid IPv4 network`)
    // the `Ipv4Net` and `Ipv6Net` as oxnet writes them, in the record and the messages
    const v4 = v4Block.text
    if (!isPrivateV4(v4Block))
      throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
    if (v4Block.width < 8 || v4Block.width > 26)
      throw invalidRequest(
        'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
      )
    const v6Text = b.optString('ipv6_block')
    const block = v6Text ? v6Block(v6Text) : undefined
    const v6 = block?.text ?? v6Text
    if (v6) {
      const prefix = v6Block(vpc.ipv6_prefix)
      if (block?.width !== 64 || !prefix || block.first >> 80n !== prefix.first >> 80n)
        throw invalidRequest(
          `VPC Subnet IPv6 address range '${v6}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
        )
    }
    // the server's insert finds the overlap and names the new block
    const taken = subnetsOf(vpc.id).flatMap((s) => parseNet(s.ipv4_block, 'v4net') ?? [])
    if (taken.some((t) => overlaps(t, v4Block))) throw conflict(v4)
    if (v6 && subnetsOf(vpc.id).some((s) => v6Block(s.ipv6_block)?.first === block?.first))
      throw conflict(v6)
    subnets.unique(subnetsOf(vpc.id), name)
    const subnet: Json<VpcSubnet> = {
      ...newRecord(),
      name,
      description,
      ipv4_block: v4,
      ipv6_block: v6 ?? randomV6Block(vpc.ipv6_prefix, vpc.id),
      custom_router_id: customRouter(b.raw('custom_router'), vpc.id),
      vpc_id: vpc.id,
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
