/**
 * The one path builder. Every link and redirect goes through it, so a route's shape lives in
 * routes.tsx and here only. Params are encoded, so API names can never break out of a segment.
 */
export type P<K extends string> = Record<K, string>
export const e = encodeURIComponent

const project = ({ project }: P<'project'>) => `/projects/${e(project)}`
const instance = (p: P<'project' | 'instance'>) => `${project(p)}/instances/${e(p.instance)}`
const vpc = (p: P<'project' | 'vpc'>) => `${project(p)}/vpcs/${e(p.vpc)}`
const router = (p: P<'project' | 'vpc' | 'router'>) => `${vpc(p)}/routers/${e(p.router)}`

/** Anti-affinity groups are the default kind of the affinity pages; affinity groups say so. */
export type AffinityKind = 'affinity' | 'anti-affinity'
type K = { kind?: AffinityKind }

const kindQuery = ({ kind }: K) => (kind === 'affinity' ? '?kind=affinity' : '')

export const pb = {
  // silo level
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (p: P<'project'>) => `${project(p)}/edit`,
  siloImages: () => '/images',
  siloImageEdit: ({ image }: P<'image'>) => `/images/${e(image)}/edit`,
  siloUtilization: () => '/utilization',
  siloAccess: () => '/access',
  /** The users and groups of the user's own silo (the API reads no other silo's groups). */
  siloUser: ({ userId }: P<'userId'>) => `/access/users/${e(userId)}`,
  siloGroup: ({ groupId }: P<'groupId'>) => `/access/groups/${e(groupId)}`,
  multicastGroups: () => '/multicast-groups',
  multicastGroup: ({ multicastGroup }: P<'multicastGroup'>) =>
    `/multicast-groups/${e(multicastGroup)}`,

  // project level
  project,
  instances: (p: P<'project'>) => `${project(p)}/instances`,
  instancesNew: (p: P<'project'>) => `${project(p)}/instances-new`,
  instance,
  instanceStorage: (p: P<'project' | 'instance'>) => `${instance(p)}/storage`,
  instanceNetworking: (p: P<'project' | 'instance'>) => `${instance(p)}/networking`,
  instanceMetrics: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics`,
  instanceConnect: (p: P<'project' | 'instance'>) => `${instance(p)}/connect`,
  instanceSettings: (p: P<'project' | 'instance'>) => `${instance(p)}/settings`,
  instanceMetricsCpu: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics/cpu`,
  instanceMetricsDisk: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics/disk`,
  instanceMetricsNetwork: (p: P<'project' | 'instance'>) => `${instance(p)}/metrics/network`,
  serialConsole: (p: P<'project' | 'instance'>) => `${instance(p)}/serial-console`,
  disks: (p: P<'project'>) => `${project(p)}/disks`,
  disksNew: (p: P<'project'>) => `${project(p)}/disks-new`,
  snapshots: (p: P<'project'>) => `${project(p)}/snapshots`,
  snapshotsNew: (p: P<'project'>) => `${project(p)}/snapshots-new`,
  snapshotImagesNew: (p: P<'project' | 'snapshot'>) =>
    `${project(p)}/snapshots/${e(p.snapshot)}/images-new`,
  projectImages: (p: P<'project'>) => `${project(p)}/images`,
  projectImagesNew: (p: P<'project'>) => `${project(p)}/images-new`,
  projectImageEdit: (p: P<'project' | 'image'>) => `${project(p)}/images/${e(p.image)}/edit`,
  vpcs: (p: P<'project'>) => `${project(p)}/vpcs`,
  vpcsNew: (p: P<'project'>) => `${project(p)}/vpcs-new`,
  vpc,
  vpcEdit: (p: P<'project' | 'vpc'>) => `${vpc(p)}/edit`,
  vpcFirewallRules: (p: P<'project' | 'vpc'>) => `${vpc(p)}/firewall-rules`,
  /** A new rule; with `rule`, a copy of that rule to start from. */
  vpcFirewallRulesNew: ({ rule, ...p }: P<'project' | 'vpc'> & { rule?: string }) =>
    `${vpc(p)}/firewall-rules-new${rule ? `/${e(rule)}` : ''}`,
  vpcFirewallRuleEdit: (p: P<'project' | 'vpc' | 'rule'>) =>
    `${vpc(p)}/firewall-rules/${e(p.rule)}/edit`,
  vpcSubnets: (p: P<'project' | 'vpc'>) => `${vpc(p)}/subnets`,
  vpcSubnetsNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/subnets-new`,
  vpcSubnetEdit: (p: P<'project' | 'vpc' | 'subnet'>) => `${vpc(p)}/subnets/${e(p.subnet)}/edit`,
  vpcRouters: (p: P<'project' | 'vpc'>) => `${vpc(p)}/routers`,
  vpcInternetGateways: (p: P<'project' | 'vpc'>) => `${vpc(p)}/internet-gateways`,
  vpcRoutersNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/routers-new`,
  vpcRouter: router,
  vpcRouterEdit: (p: P<'project' | 'vpc' | 'router'>) => `${router(p)}/edit`,
  vpcRouteNew: (p: P<'project' | 'vpc' | 'router'>) => `${router(p)}/routes-new`,
  vpcRouteEdit: (p: P<'project' | 'vpc' | 'router' | 'route'>) =>
    `${router(p)}/routes/${e(p.route)}/edit`,
  vpcInternetGateway: (p: P<'project' | 'vpc' | 'gateway'>) =>
    `${vpc(p)}/internet-gateways/${e(p.gateway)}`,
  floatingIps: (p: P<'project'>) => `${project(p)}/floating-ips`,
  floatingIpsNew: (p: P<'project'>) => `${project(p)}/floating-ips-new`,
  floatingIpEdit: (p: P<'project' | 'floatingIp'>) =>
    `${project(p)}/floating-ips/${e(p.floatingIp)}/edit`,
  externalSubnets: (p: P<'project'>) => `${project(p)}/external-subnets`,
  externalSubnetsNew: (p: P<'project'>) => `${project(p)}/external-subnets-new`,
  externalSubnetEdit: (p: P<'project' | 'externalSubnet'>) =>
    `${project(p)}/external-subnets/${e(p.externalSubnet)}/edit`,
  projectAccess: (p: P<'project'>) => `${project(p)}/access`,
  affinity: (p: P<'project'> & K) => `${project(p)}/affinity${kindQuery(p)}`,
  affinityNew: (p: P<'project'> & K) => `${project(p)}/affinity-new${kindQuery(p)}`,
  affinityGroup: (p: P<'project' | 'group'> & K) =>
    `${project(p)}/affinity/${e(p.group)}${kindQuery(p)}`,
  affinityGroupEdit: (p: P<'project' | 'group'> & K) =>
    `${project(p)}/affinity/${e(p.group)}/edit${kindQuery(p)}`,

  probes: (p: P<'project'>) => `${project(p)}/probes`,
  probesNew: (p: P<'project'>) => `${project(p)}/probes-new`,
  probe: (p: P<'project' | 'probe'>) => `${project(p)}/probes/${e(p.probe)}`,

  // lookups
  instanceLookup: ({ id }: P<'id'>) => `/lookup/i/${e(id)}`,

  // the system scope's first page, for the scope switcher; the rest is util/system-paths.ts
  systemScope: () => '/system/silos',

  // settings
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: P<'sshKey'>) => `/settings/ssh-keys/${e(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',
  sessions: () => '/settings/sessions',

  // public
  loginLocal: ({ silo }: P<'silo'>) => `/login/${e(silo)}/local`,
  loginSaml: ({ silo, provider }: P<'silo' | 'provider'>) =>
    `/login/${e(silo)}/saml/${e(provider)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',
}
