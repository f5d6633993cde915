import { pb } from '~/util/paths'
import type { RoleAction } from '~/util/roles'
import { sb } from '~/util/system-paths'
import type { Entry } from './collections'

/**
 * The console's pages for the jump dialog, built with the path builder. A unit test holds this
 * list to the path builder and the route table: every page the path builder makes without
 * params (or with a project alone) is here or named as left out, and each leads to a page.
 */
type PageDef = [label: string, to: string, needs?: RoleAction]

const page = (scope: string, [label, to]: PageDef): Entry => ({
  key: `page:${to}`,
  kind: 'Page',
  name: label,
  context: scope,
  to,
})

const SILO: PageDef[] = [
  ['Projects', pb.projects()],
  ['New project', pb.projectsNew(), 'projectCreate'],
  ['Silo images', pb.siloImages()],
  ['Silo utilization', pb.siloUtilization()],
  ['Silo access', pb.siloAccess()],
  ['Multicast groups', pb.multicastGroups()],
]

const SETTINGS: PageDef[] = [
  ['Profile', pb.profile()],
  ['SSH keys', pb.sshKeys()],
  ['New SSH key', pb.sshKeysNew()],
  ['Access tokens', pb.accessTokens()],
  ['Sessions', pb.sessions()],
]

/** Operators' pages: only for fleet viewers, to whom the system layout answers. */
const SYSTEM: PageDef[] = [
  ['Silos', sb.silos()],
  ['New silo', sb.silosNew()],
  ['System utilization', sb.systemUtilization()],
  ['System issues', sb.systemIssues()],
  ['Audit log', sb.auditLog()],
  ['Sleds', sb.sleds()],
  ['Physical disks', sb.physicalDisks()],
  ['Switches', sb.switches()],
  ['Switch ports', sb.switchPorts()],
  ['Racks', sb.racks()],
  ['IP pools', sb.ipPools()],
  ['New IP pool', sb.ipPoolsNew()],
  ['Subnet pools', sb.subnetPools()],
  ['New subnet pool', sb.subnetPoolsNew()],
  ['BGP peers', sb.bgpPeers()],
  ['BGP routes', sb.bgpRoutes()],
  ['BGP message history', sb.bgpHistory()],
  ['BGP configurations', sb.bgpConfigs()],
  ['New BGP configuration', sb.bgpConfigsNew()],
  ['BGP announce sets', sb.bgpAnnounceSets()],
  ['New BGP announce set', sb.bgpAnnounceSetsNew()],
  ['BFD sessions', sb.bfd()],
  ['Enable BFD session', sb.bfdNew()],
  ['Address lots', sb.addressLots()],
  ['New address lot', sb.addressLotsNew()],
  ['Loopback addresses', sb.loopbackAddresses()],
  ['New loopback address', sb.loopbackAddressesNew()],
  ['Switch port settings', sb.portSettingsList()],
  ['New switch port settings', sb.portSettingsNew()],
  ['Source IP allow-list', sb.allowList()],
  ['Networking settings', sb.networkingSettings()],
  ['Fleet access', sb.fleetAccess()],
  ['Built-in users', sb.builtinUsers()],
  ['Certificates', sb.certificates()],
  ['New certificate', sb.certificatesNew()],
  ['Fleet quotas', sb.fleetQuotas()],
  ['Support bundles', sb.supportBundles()],
  ['New support bundle', sb.supportBundlesNew()],
  ['System update', sb.systemUpdate()],
  ['Add trust root', sb.trustRootsNew()],
  ['Upload repository', sb.repositoriesNew()],
  ['Webhooks', sb.webhooks()],
  ['New webhook', sb.webhooksNew()],
]

/** Why the user's role does not allow an action, or undefined when it does or is unknown. */
type Cannot = (action: RoleAction) => string | undefined

/**
 * Every page outside a project the user may open: a form the user's silo role refuses is left
 * out (issue 27: "New project" offered to a user with no role on the silo).
 */
export function consolePages({
  fleetViewer,
  cannot = () => undefined,
}: {
  fleetViewer: boolean
  cannot?: Cannot
}): Entry[] {
  return [
    ...SILO.filter(([, , needs]) => !needs || !cannot(needs)).map((d) => page('Silo', d)),
    ...SETTINGS.map((d) => page('Settings', d)),
    ...(fleetViewer ? SYSTEM.map((d) => page('System', d)) : []),
  ]
}

/** The pages of one project; its probes for fleet viewers only (the API lists them to no one else). */
export function projectPages(project: string, { fleetViewer = false } = {}): Entry[] {
  const p = { project }
  const defs: PageDef[] = [
    ['Instances', pb.instances(p)],
    ['New instance', pb.instancesNew(p)],
    ['Disks', pb.disks(p)],
    ['New disk', pb.disksNew(p)],
    ['Snapshots', pb.snapshots(p)],
    ['New snapshot', pb.snapshotsNew(p)],
    ['Images', pb.projectImages(p)],
    ['Upload image', pb.projectImagesNew(p)],
    ['VPCs', pb.vpcs(p)],
    ['New VPC', pb.vpcsNew(p)],
    ['Floating IPs', pb.floatingIps(p)],
    ['New floating IP', pb.floatingIpsNew(p)],
    ['External subnets', pb.externalSubnets(p)],
    ['New external subnet', pb.externalSubnetsNew(p)],
    ['Anti-affinity groups', pb.affinity(p)],
    ['Affinity groups', pb.affinity({ ...p, kind: 'affinity' })],
    ['New anti-affinity group', pb.affinityNew(p)],
    ['New affinity group', pb.affinityNew({ ...p, kind: 'affinity' })],
    ['Project access', pb.projectAccess(p)],
    ['Edit project', pb.projectEdit(p)],
    ...(fleetViewer
      ? ([
          ['Probes', pb.probes(p)],
          ['New probe', pb.probesNew(p)],
        ] satisfies PageDef[])
      : []),
  ]
  return defs.map((d) => page(project, d))
}
