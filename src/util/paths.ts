/**
 * The one path builder. Every link and redirect goes through it, so a route's shape lives in
 * routes.tsx and here only. Params are encoded, so API names can never break out of a segment.
 */
type P<K extends string> = Record<K, string>
const e = encodeURIComponent

const project = ({ project }: P<'project'>) => `/projects/${e(project)}`
const instance = (p: P<'project' | 'instance'>) => `${project(p)}/instances/${e(p.instance)}`
const vpc = (p: P<'project' | 'vpc'>) => `${project(p)}/vpcs/${e(p.vpc)}`
const router = (p: P<'project' | 'vpc' | 'router'>) => `${vpc(p)}/routers/${e(p.router)}`
const silo = ({ silo }: P<'silo'>) => `/system/silos/${e(silo)}`
const pool = ({ pool }: P<'pool'>) => `/system/networking/ip-pools/${e(pool)}`
const net = '/system/networking'
const receiver = ({ receiver }: P<'receiver'>) => `/system/webhooks/${e(receiver)}`

/** Anti-affinity groups are the default kind of the affinity pages; affinity groups say so. */
export type AffinityKind = 'affinity' | 'anti-affinity'
type K = { kind?: AffinityKind }

/** The silo page's tabs, named in its URL (`?tab=ip-pools`). */
export const SILO_TABS = ['idps', 'ip-pools', 'quotas', 'users', 'fleet-roles'] as const
export type SiloTab = (typeof SILO_TABS)[number]
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

  // system
  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  silo,
  /** A tab of the silo page other than the first (identity providers). */
  siloTab: ({ tab, ...p }: P<'silo'> & { tab: SiloTab }) => `${silo(p)}?tab=${tab}`,
  siloIdpsNew: (p: P<'silo'>) => `${silo(p)}/idps-new`,
  siloSamlIdp: (p: P<'silo' | 'provider'>) => `${silo(p)}/idps/saml/${e(p.provider)}`,
  systemUtilization: () => '/system/utilization',
  systemIssues: () => '/system/issues',
  auditLog: () => '/system/audit-log',
  inventory: () => '/system/inventory',
  sleds: () => '/system/inventory/sleds',
  physicalDisks: () => '/system/inventory/disks',
  switches: () => '/system/inventory/switches',
  switchPorts: () => '/system/inventory/switch-ports',
  switchPort: ({ switchSlot, port }: P<'switchSlot' | 'port'>) =>
    `/system/inventory/switch-ports/${e(switchSlot)}/${e(port)}`,
  sledInstances: ({ sledId }: P<'sledId'>) => `/system/inventory/sleds/${e(sledId)}/instances`,
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: pool,
  ipPoolEdit: (p: P<'pool'>) => `${pool(p)}/edit`,
  ipPoolRangesAdd: (p: P<'pool'>) => `${pool(p)}/ranges-add`,
  bgp: () => '/system/networking/bgp',
  bgpPeers: () => '/system/networking/bgp/peers',
  bgpRoutes: () => '/system/networking/bgp/routes',
  bgpHistory: () => '/system/networking/bgp/history',
  bgpConfigs: () => '/system/networking/bgp/configs',
  bgpConfigsNew: () => '/system/networking/bgp/configs-new',
  bgpConfigEdit: ({ bgpConfig }: P<'bgpConfig'>) =>
    `/system/networking/bgp/configs/${e(bgpConfig)}/edit`,
  bgpAnnounceSets: () => '/system/networking/bgp/announce-sets',
  bgpAnnounceSetsNew: () => '/system/networking/bgp/announce-sets-new',
  bgpAnnounceSetEdit: ({ announceSet }: P<'announceSet'>) =>
    `/system/networking/bgp/announce-sets/${e(announceSet)}/edit`,
  bfd: () => '/system/networking/bfd',
  bfdNew: () => '/system/networking/bfd-new',
  addressLots: () => `${net}/address-lots`,
  addressLotsNew: () => `${net}/address-lots-new`,
  addressLot: ({ addressLot }: P<'addressLot'>) => `${net}/address-lots/${e(addressLot)}`,
  loopbackAddresses: () => `${net}/loopback-addresses`,
  loopbackAddressesNew: () => `${net}/loopback-addresses-new`,
  portSettingsList: () => `${net}/switch-port-settings`,
  portSettingsNew: () => `${net}/switch-port-settings-new`,
  portSettings: ({ portSettings }: P<'portSettings'>) =>
    `${net}/switch-port-settings/${e(portSettings)}`,
  allowList: () => `${net}/allow-list`,
  fleetAccess: () => '/system/access',
  certificates: () => '/system/certificates',
  certificatesNew: () => '/system/certificates-new',
  certificate: ({ certificate }: P<'certificate'>) => `/system/certificates/${e(certificate)}`,
  fleetQuotas: () => '/system/quotas',
  supportBundles: () => '/system/support-bundles',
  supportBundlesNew: () => '/system/support-bundles-new',
  supportBundle: ({ bundleId }: P<'bundleId'>) => `/system/support-bundles/${e(bundleId)}`,
  systemUpdate: () => '/system/update',
  trustRootsNew: () => '/system/update/trust-roots-new',
  webhooks: () => '/system/webhooks',
  webhooksNew: () => '/system/webhooks-new',
  webhook: receiver,
  webhookEdit: (p: P<'receiver'>) => `${receiver(p)}/edit`,
  webhookDeliveries: (p: P<'receiver'>) => `${receiver(p)}/deliveries`,
  webhookSubscriptions: (p: P<'receiver'>) => `${receiver(p)}/subscriptions`,
  webhookSecrets: (p: P<'receiver'>) => `${receiver(p)}/secrets`,

  // settings
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: P<'sshKey'>) => `/settings/ssh-keys/${e(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',
  sessions: () => '/settings/sessions',

  // public
  loginLocal: ({ silo }: P<'silo'>) => `/login/${e(silo)}/local`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',
}
