import { e, type P } from './paths'

/**
 * The system pages' paths (`/system/...`), apart from `pb` (util/paths.ts): only the system
 * pages, which load with the first visit below /system, build them, so every other page's
 * first load does not carry them. Same rules as `pb`: params encoded, one builder per page.
 */
const silo = ({ silo }: P<'silo'>) => `/system/silos/${e(silo)}`
const pool = ({ pool }: P<'pool'>) => `/system/networking/ip-pools/${e(pool)}`
const net = '/system/networking'
const subnetPool = ({ subnetPool }: P<'subnetPool'>) => `${net}/subnet-pools/${e(subnetPool)}`
const receiver = ({ receiver }: P<'receiver'>) => `/system/webhooks/${e(receiver)}`

/** The silo page's tabs, named in its URL (`?tab=ip-pools`). */
export const SILO_TABS = [
  'idps',
  'ip-pools',
  'subnet-pools',
  'quotas',
  'users',
  'scim',
  'fleet-roles',
  'access',
] as const
export type SiloTab = (typeof SILO_TABS)[number]

export const sb = {
  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  silo,
  /** A tab of the silo page other than the first (identity providers). */
  siloTab: ({ tab, ...p }: P<'silo'> & { tab: SiloTab }) => `${silo(p)}?tab=${tab}`,
  siloIdpsNew: (p: P<'silo'>) => `${silo(p)}/idps-new`,
  siloSamlIdp: (p: P<'silo' | 'provider'>) => `${silo(p)}/idps/saml/${e(p.provider)}`,
  siloUser: (p: P<'silo' | 'siloUserId'>) => `${silo(p)}/users/${e(p.siloUserId)}`,
  systemUtilization: () => '/system/utilization',
  systemIssues: () => '/system/issues',
  auditLog: () => '/system/audit-log',
  inventory: () => '/system/inventory',
  sleds: () => '/system/inventory/sleds',
  physicalDisks: () => '/system/inventory/disks',
  physicalDisk: ({ diskId }: P<'diskId'>) => `/system/inventory/disks/${e(diskId)}`,
  switches: () => '/system/inventory/switches',
  switch: ({ switchId }: P<'switchId'>) => `/system/inventory/switches/${e(switchId)}`,
  racks: () => '/system/inventory/racks',
  rack: ({ rackId }: P<'rackId'>) => `/system/inventory/racks/${e(rackId)}`,
  switchPorts: () => '/system/inventory/switch-ports',
  switchPort: ({ switchSlot, port }: P<'switchSlot' | 'port'>) =>
    `/system/inventory/switch-ports/${e(switchSlot)}/${e(port)}`,
  sledInstances: ({ sledId }: P<'sledId'>) => `/system/inventory/sleds/${e(sledId)}/instances`,
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: pool,
  ipPoolEdit: (p: P<'pool'>) => `${pool(p)}/edit`,
  ipPoolRangesAdd: (p: P<'pool'>) => `${pool(p)}/ranges-add`,
  subnetPools: () => `${net}/subnet-pools`,
  subnetPoolsNew: () => `${net}/subnet-pools-new`,
  subnetPool,
  subnetPoolEdit: (p: P<'subnetPool'>) => `${subnetPool(p)}/edit`,
  subnetPoolMembersAdd: (p: P<'subnetPool'>) => `${subnetPool(p)}/members-add`,
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
  networkingSettings: () => `${net}/settings`,
  fleetAccess: () => '/system/access',
  builtinUsers: () => '/system/access/built-in-users',
  builtinUser: ({ builtinUser }: P<'builtinUser'>) =>
    `/system/access/built-in-users/${e(builtinUser)}`,
  certificates: () => '/system/certificates',
  certificatesNew: () => '/system/certificates-new',
  certificate: ({ certificate }: P<'certificate'>) => `/system/certificates/${e(certificate)}`,
  fleetQuotas: () => '/system/quotas',
  supportBundles: () => '/system/support-bundles',
  supportBundlesNew: () => '/system/support-bundles-new',
  supportBundle: ({ bundleId }: P<'bundleId'>) => `/system/support-bundles/${e(bundleId)}`,
  systemUpdate: () => '/system/update',
  trustRootsNew: () => '/system/update/trust-roots-new',
  repositoriesNew: () => '/system/update/repositories-new',
  webhooks: () => '/system/webhooks',
  webhooksNew: () => '/system/webhooks-new',
  webhook: receiver,
  webhookEdit: (p: P<'receiver'>) => `${receiver(p)}/edit`,
  webhookDeliveries: (p: P<'receiver'>) => `${receiver(p)}/deliveries`,
  webhookSubscriptions: (p: P<'receiver'>) => `${receiver(p)}/subscriptions`,
  webhookSecrets: (p: P<'receiver'>) => `${receiver(p)}/secrets`,
}
