import type {
  InternetGateway,
  InternetGatewayIpPool,
  RouterRoute,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '@oxide/api'
import type { Db } from '../db'
import type { Json } from '../json'
import { showStdIp } from '../std-net'
import { ID, uid } from './ids'
import { defaultPool } from './ip-pools'
import { dataPipeline, projects, webFrontend } from './projects'

/** The first IPv4 block of every default subnet, as the real API assigns it. */
export const DEFAULT_SUBNET_V4 = '172.30.0.0/22'

type VpcParts = {
  vpc: Json<Vpc>
  router: Json<VpcRouter>
  subnet: Json<VpcSubnet>
  rules: Json<VpcFirewallRule>[]
  /** The system router's two default routes, to the gateway `default`. */
  routes: Json<RouterRoute>[]
  gateway: Json<InternetGateway>
  gatewayPools: Json<InternetGatewayIpPool>[]
}

/** A silo's default unicast pool of one IP version, attached to each new VPC's gateway. */
export type DefaultPool = { id: string; version: 'v4' | 'v6' }

/** The seeded silo's default pool. */
export const SEED_DEFAULT_POOLS: DefaultPool[] = [{ id: defaultPool.id, version: 'v4' }]

type VpcSpec = {
  projectId: string
  name: string
  description: string
  dnsName: string
  /** A /48 ULA prefix, e.g. `fd12:7a3b:9c01::/48`. */
  ipv6Prefix: string
  time: string
  /** The silo's default pools, one per IP version, as the server attaches them. */
  defaultPools: DefaultPool[]
  newId: (
    kind: 'vpc' | 'router' | 'subnet' | 'rule' | 'route' | 'gateway' | 'gatewayPool',
  ) => string
}

/** The first /64 of a VPC's /48: `fd12:7a3b:9c01::/48` -> `fd12:7a3b:9c01::/64`. */
export const firstSubnet64 = (prefix48: string) => prefix48.replace(/\/48$/, '/64')

/** A random unique-local /48, as the real API picks when a VPC is created without one. */
export function randomUlaPrefix(): string {
  const global = BigInt(Math.floor(Math.random() * 2 ** 40))
  return `${showStdIp({ v6: true, n: (0xfdn << 120n) | (global << 80n) })}/48`
}

/**
 * A VPC as the real API creates it (`sagas/vpc_create.rs`): with its system router and its two
 * default routes, a subnet named `default` (the first /64 of the VPC's prefix and
 * 172.30.0.0/22), the three default firewall rules, and an internet gateway `default` with the
 * silo's default pools attached as `default-v4` / `default-v6`.
 */
export function buildVpc(spec: VpcSpec): VpcParts {
  const { time, newId } = spec
  const stamp = { time_created: time, time_modified: time }
  const vpcId = newId('vpc')
  const router: Json<VpcRouter> = {
    id: newId('router'),
    name: 'system',
    description: 'Routes are automatically added to this router as VPC subnets are created',
    kind: 'system',
    vpc_id: vpcId,
    ...stamp,
  }
  const vpc: Json<Vpc> = {
    id: vpcId,
    name: spec.name,
    description: spec.description,
    dns_name: spec.dnsName,
    ipv6_prefix: spec.ipv6Prefix,
    project_id: spec.projectId,
    system_router_id: router.id,
    ...stamp,
  }
  const subnet: Json<VpcSubnet> = {
    id: newId('subnet'),
    name: 'default',
    description: `The default subnet for ${spec.name}`,
    ipv4_block: DEFAULT_SUBNET_V4,
    ipv6_block: firstSubnet64(spec.ipv6Prefix),
    custom_router_id: null,
    vpc_id: vpcId,
    ...stamp,
  }
  const vpcTarget = { type: 'vpc' as const, value: spec.name }
  const rule = (
    name: string,
    description: string,
    filters: Json<VpcFirewallRule>['filters'],
  ): Json<VpcFirewallRule> => ({
    id: newId('rule'),
    name,
    description,
    action: 'allow',
    direction: 'inbound',
    priority: 65534,
    status: 'enabled',
    targets: [vpcTarget],
    filters,
    vpc_id: vpcId,
    ...stamp,
  })
  const rules = [
    rule(
      'allow-internal-inbound',
      'allow inbound traffic to all instances within the VPC if originated within the VPC',
      { hosts: [vpcTarget], ports: null, protocols: null },
    ),
    rule('allow-ssh', 'allow inbound TCP connections on port 22 from anywhere', {
      hosts: null,
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    }),
    rule('allow-icmp', 'allow inbound ICMP traffic from anywhere', {
      hosts: null,
      ports: null,
      protocols: [{ type: 'icmp', value: null }],
    }),
  ]
  const route = (name: string, net: string): Json<RouterRoute> => ({
    id: newId('route'),
    name,
    description: 'The default route of a vpc',
    kind: 'default',
    vpc_router_id: router.id,
    destination: { type: 'ip_net', value: net },
    target: { type: 'internet_gateway', value: 'default' },
    ...stamp,
  })
  const gateway: Json<InternetGateway> = {
    id: newId('gateway'),
    name: 'default',
    description: 'Automatically created default VPC gateway',
    vpc_id: vpcId,
    ...stamp,
  }
  const gatewayPools = spec.defaultPools.map(
    (pool): Json<InternetGatewayIpPool> => ({
      id: newId('gatewayPool'),
      name: `default-${pool.version}`,
      description: 'Automatically attached default IP pool',
      internet_gateway_id: gateway.id,
      ip_pool_id: pool.id,
      ...stamp,
    }),
  )
  const routes = [route('default-v4', '0.0.0.0/0'), route('default-v6', '::/0')]
  return { vpc, router, subnet, rules, routes, gateway, gatewayPools }
}

/** Put a built VPC's parts into their collections. */
export function storeVpc(db: Db, parts: VpcParts) {
  db.vpcs.push(parts.vpc)
  db.vpcRouters.push(parts.router)
  db.vpcRouterRoutes.push(...parts.routes)
  db.vpcSubnets.push(parts.subnet)
  db.vpcFirewallRules.push(...parts.rules)
  db.internetGateways.push(parts.gateway)
  db.internetGatewayIpPools.push(...parts.gatewayPools)
}

/** Seed ids: one counter per kind, so every run of the seed gives the same ids. */
export function seedIds() {
  const next: Record<string, number> = {}
  return (prefix: string) => {
    next[prefix] = (next[prefix] ?? 0) + 1
    return uid(prefix, next[prefix])
  }
}

/**
 * The networks of the seeded projects. Only web-frontend, data-pipeline and ml-training hold
 * resources; the other seeded projects stay empty (no VPC either) so tests can delete them.
 */
export function seedNetworks() {
  const ids = seedIds()
  const seeded = (projectId: string, prefix: string, time: string) =>
    buildVpc({
      projectId,
      name: 'default',
      description: 'Default VPC',
      dnsName: 'default',
      ipv6Prefix: prefix,
      time,
      defaultPools: SEED_DEFAULT_POOLS,
      newId: (kind) => ids(ID[kind]),
    })
  const mlTraining = projects.find((p) => p.name === 'ml-training')
  if (!mlTraining) throw new Error('seed: ml-training project missing')
  const web = seeded(webFrontend.id, 'fd12:7a3b:9c01::/48', webFrontend.time_created)
  const data = seeded(dataPipeline.id, 'fd34:51c2:d7e::/48', dataPipeline.time_created)
  const ml = seeded(mlTraining.id, 'fd56:e0a4:77b2::/48', mlTraining.time_created)

  const edge: Json<VpcSubnet> = {
    id: ids(ID.subnet),
    name: 'edge',
    description: 'Load balancers and the public entry points',
    ipv4_block: '172.30.4.0/22',
    ipv6_block: 'fd12:7a3b:9c01:1::/64',
    custom_router_id: null,
    vpc_id: web.vpc.id,
    time_created: '2025-03-06T09:00:00Z',
    time_modified: '2025-03-06T09:00:00Z',
  }
  const parts = [web, data, ml]
  return {
    vpcs: parts.map((p) => p.vpc),
    vpcRouters: parts.map((p) => p.router),
    vpcRouterRoutes: parts.flatMap((p) => p.routes),
    internetGateways: parts.map((p) => p.gateway),
    internetGatewayIpPools: parts.flatMap((p) => p.gatewayPools),
    vpcSubnets: [...parts.map((p) => p.subnet), edge],
    vpcFirewallRules: parts.flatMap((p) => p.rules),
    /** Default subnets by project id, for the instances' network interfaces. */
    defaultSubnet: {
      [webFrontend.id]: web.subnet,
      [dataPipeline.id]: data.subnet,
      [mlTraining.id]: ml.subnet,
    } as Record<string, Json<VpcSubnet>>,
    edgeSubnet: edge,
  }
}
