import { pb } from '~/util/paths'
import type { Entry } from './collections'

/**
 * The console's pages for the jump dialog, built with the path builder. A unit test holds this
 * list to the path builder and the route table: every page the path builder makes without
 * params (or with a project alone) is here or named as left out, and each leads to a page.
 */
type PageDef = [label: string, to: string]

const page = (scope: string, [label, to]: PageDef): Entry => ({
  key: `page:${to}`,
  kind: 'Page',
  name: label,
  context: scope,
  to,
})

const SILO: PageDef[] = [
  ['Projects', pb.projects()],
  ['New project', pb.projectsNew()],
  ['Silo images', pb.siloImages()],
  ['Silo utilization', pb.siloUtilization()],
  ['Silo access', pb.siloAccess()],
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
  ['Silos', pb.silos()],
  ['New silo', pb.silosNew()],
  ['System utilization', pb.systemUtilization()],
  ['System issues', pb.systemIssues()],
  ['Audit log', pb.auditLog()],
  ['Sleds', pb.sleds()],
  ['Physical disks', pb.physicalDisks()],
  ['Switches', pb.switches()],
  ['Switch ports', pb.switchPorts()],
  ['IP pools', pb.ipPools()],
  ['New IP pool', pb.ipPoolsNew()],
  ['BGP peers', pb.bgpPeers()],
  ['BGP routes', pb.bgpRoutes()],
  ['BGP message history', pb.bgpHistory()],
  ['BGP configurations', pb.bgpConfigs()],
  ['New BGP configuration', pb.bgpConfigsNew()],
  ['BGP announce sets', pb.bgpAnnounceSets()],
  ['New BGP announce set', pb.bgpAnnounceSetsNew()],
  ['BFD sessions', pb.bfd()],
  ['Enable BFD session', pb.bfdNew()],
  ['Address lots', pb.addressLots()],
  ['New address lot', pb.addressLotsNew()],
  ['Loopback addresses', pb.loopbackAddresses()],
  ['New loopback address', pb.loopbackAddressesNew()],
  ['Switch port settings', pb.portSettingsList()],
  ['New switch port settings', pb.portSettingsNew()],
  ['Source IP allow-list', pb.allowList()],
  ['Fleet access', pb.fleetAccess()],
  ['Certificates', pb.certificates()],
  ['New certificate', pb.certificatesNew()],
  ['Fleet quotas', pb.fleetQuotas()],
  ['Support bundles', pb.supportBundles()],
  ['New support bundle', pb.supportBundlesNew()],
  ['System update', pb.systemUpdate()],
  ['Add trust root', pb.trustRootsNew()],
  ['Webhooks', pb.webhooks()],
  ['New webhook', pb.webhooksNew()],
]

/** Every page outside a project the user may open. */
export function consolePages({ fleetViewer }: { fleetViewer: boolean }): Entry[] {
  return [
    ...SILO.map((d) => page('Silo', d)),
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
