/**
 * What the bench measures: THE list of pages, client-side navigations and the large project.
 * A new screen is one line in `pages` (id, path, main-content marker).
 *
 * A marker is a list of checks that must all hold in the same animation frame; "main content
 * visible" is the first frame in which they do. A check is a CSS selector that must match a
 * visible element, optionally one whose text includes `text` (or no longer equals `notText`).
 * A page whose marker never appears fails.
 */
export type Check = { selector: string; text?: string; notText?: string }
export type Marker = Check[]

export type Page = {
  id: string
  path: string
  marker: Marker
  /**
   * The route module the page lazily loads, for the static bundle check in `npm test` (the
   * bench itself counts the requests the browser really makes).
   */
  module?: string
}

const h1 = (text: string): Check => ({ selector: 'h1', text })

/** A list page: its h1 and the first row of the query table labelled `table`. */
const list = (title: string, table = title): Marker => [
  h1(title),
  { selector: `table[aria-label="${table}"] tbody tr` },
]

/** A page whose main content is something other than a table (properties, a form, ...). */
const page = (title: string, content: string): Marker => [h1(title), { selector: content }]

const P = '/projects/web-frontend'
const ROWS = 'main table tbody tr'
const FACTS = 'main dl, main table tbody tr'
const FORM = 'main form button'

/** Path params filled in from the mock API (demo seed) before measuring; see run.ts. */
export const pathParams = {
  /** the first instance of web-frontend */
  instance: { list: '/v1/instances?project=web-frontend&limit=1' },
} as const

/** `at(id, path, marker, module?)`: one page per line. */
const at = (id: string, path: string, marker: Marker, module?: string): Page => ({
  id,
  path,
  marker,
  ...(module && { module }),
})

export const pages: Page[] = [
  at('projects', '/projects', list('Projects'), 'src/features/projects/projects-page.tsx'),
  at('instances', `${P}/instances`, list('Instances'), 'src/features/instances/instances-page.tsx'),
  at('instance storage', `${P}/instances/{instance}/storage`, page('{instance}', ROWS)),
  at('disks', `${P}/disks`, list('Disks')),
  at('snapshots', `${P}/snapshots`, list('Snapshots')),
  at('project images', `${P}/images`, list('Images')),
  at('vpcs', `${P}/vpcs`, list('VPCs'), 'src/features/vpcs/vpcs-page.tsx'),
  at(
    'vpc firewall rules',
    `${P}/vpcs/default/firewall-rules`,
    list('default', 'Firewall rules'),
    'src/features/firewall-rules/firewall-rules-tab.tsx',
  ),
  at('vpc subnets', `${P}/vpcs/default/subnets`, list('default', 'Subnets')),
  at(
    'new firewall rule',
    `${P}/vpcs/default/firewall-rules-new`,
    // a form opened from its URL is the content; the VPC page behind it comes after it
    // (route-table/layout-behind-modals.ts)
    [
      { selector: '[role="dialog"] h2', text: 'Add firewall rule' },
      { selector: '[role="dialog"] section[aria-labelledby="impact-heading"]' },
    ],
    'src/features/firewall-rules/firewall-rule-create.tsx',
  ),
  at('floating ips', `${P}/floating-ips`, list('Floating IPs')),
  at('external subnets', `${P}/external-subnets`, list('External subnets')),
  // the VPC's tabs: the VPC page around them names the page
  at('vpc routers', `${P}/vpcs/default/routers`, [
    { selector: 'table[aria-label="Routers"] tbody tr' },
  ]),
  at('vpc router', `${P}/vpcs/default/routers/system`, page('system', ROWS)),
  at('vpc internet gateways', `${P}/vpcs/default/internet-gateways`, [
    { selector: 'table[aria-label="Internet gateways"] tbody tr' },
  ]),
  at('internet gateway', `${P}/vpcs/default/internet-gateways/default`, page('default', ROWS)),
  at('affinity groups', `${P}/affinity`, page('Affinity Groups', ROWS)),
  at('project access', `${P}/access`, page('Project access', ROWS)),
  at('silo images', '/images', list('Images')),
  at('silo utilization', '/utilization', page('Utilization', FACTS)),
  at('multicast groups', '/multicast-groups', list('Multicast groups')),
  at('multicast group', '/multicast-groups/video-feed', page('video-feed', FACTS)),
  at('silo access', '/access', page('Silo access', ROWS)),
  at('silo user', '/access/users/b2a4f1c0-7e0d-4c1b-8f2a-000000000002', page('Alan Turing', FACTS)),
  at('silo group', '/access/groups/c7e1d2a3-1111-4e0f-9a55-000000000002', page('developers', ROWS)),
  at('system silos', '/system/silos', list('Silos')),
  at('system silo', '/system/silos/maple', page('maple', FACTS)),
  at(
    'system silo access',
    '/system/silos/partner-labs?tab=access',
    list('partner-labs', 'Role assignments'),
  ),
  at(
    'system silo user',
    '/system/silos/partner-labs/users/b2a4f1c0-7e0d-4c1b-8f2a-000000000101',
    page('Ivan Sutherland', FACTS),
  ),
  at('system utilization', '/system/utilization', page('Utilization', FACTS)),
  at('sleds', '/system/inventory/sleds', list('Inventory', 'Sleds')),
  at('physical disks', '/system/inventory/disks', list('Inventory', 'Physical disks')),
  at('switches', '/system/inventory/switches', list('Inventory', 'Switches')),
  at('switch ports', '/system/inventory/switch-ports', list('Inventory', 'Switch ports')),
  at('switch port', '/system/inventory/switch-ports/switch0/qsfp0', page('switch0 qsfp0', FACTS)),
  at('racks', '/system/inventory/racks', list('Inventory', 'Racks')),
  at('rack', '/system/inventory/racks/de608e01-b8e4-4d93-b972-a7dbed36dd22', page('Rack', FACTS)),
  at(
    'physical disk',
    '/system/inventory/disks/d15c0000-0000-4000-8000-000000000100',
    page('Disk A001007Q', FACTS),
  ),
  at(
    'switch',
    '/system/inventory/switches/5e1c0000-0000-4000-8000-000000000001',
    page('Switch BRM44220010', FACTS),
  ),
  at(
    'sled',
    '/system/inventory/sleds/5c1ed000-0000-4000-8000-000000000001/instances',
    page('Sled BRM42220001', FACTS),
  ),
  at('ip pools', '/system/networking/ip-pools', list('IP Pools', 'IP pools')),
  at('ip pool', '/system/networking/ip-pools/default', page('default', FACTS)),
  at('subnet pools', '/system/networking/subnet-pools', list('Subnet pools')),
  at(
    'subnet pool',
    '/system/networking/subnet-pools/customer-blocks',
    page('customer-blocks', FACTS),
  ),
  at('bgp peers', '/system/networking/bgp/peers', list('BGP', 'BGP peers')),
  at('bgp routes', '/system/networking/bgp/routes', list('BGP', 'Exported routes')),
  at('bgp history', '/system/networking/bgp/history', page('BGP', ROWS)),
  at('bgp configs', '/system/networking/bgp/configs', list('BGP', 'BGP configurations')),
  at('bgp announce sets', '/system/networking/bgp/announce-sets', list('BGP', 'Announce sets')),
  at('bfd', '/system/networking/bfd', list('BFD', 'BFD sessions')),
  at('address lots', '/system/networking/address-lots', list('Address lots')),
  at('address lot', '/system/networking/address-lots/initial-infra', page('initial-infra', FACTS)),
  at('loopback addresses', '/system/networking/loopback-addresses', list('Loopback addresses')),
  at(
    'switch port settings',
    '/system/networking/switch-port-settings',
    list('Switch port settings'),
  ),
  at(
    'port settings',
    '/system/networking/switch-port-settings/default-uplink0',
    page('default-uplink0', FACTS),
  ),
  at('allow-list', '/system/networking/allow-list', page('Source IP allow-list', FORM)),
  at('fleet access', '/system/access', page('Fleet access', ROWS)),
  at('built-in users', '/system/access/built-in-users', list('Built-in users')),
  at('built-in user', '/system/access/built-in-users/db-init', page('db-init', FACTS)),
  at('certificates', '/system/certificates', list('Certificates')),
  at('certificate', '/system/certificates/console-tls', page('console-tls', FACTS)),
  at('fleet quotas', '/system/quotas', list('Fleet quotas', 'Silo quotas')),
  at('support bundles', '/system/support-bundles', list('Support bundles')),
  at(
    'support bundle',
    '/system/support-bundles/0190c2a0-3c00-4000-8000-00000000b001',
    page('Bundle 0000b001', FACTS),
  ),
  at('system update', '/system/update', page('System update', FACTS)),
  at('probes', `${P}/probes`, list('Probes')),
  at('probe', `${P}/probes/edge-probe`, page('edge-probe', FACTS)),
  at('webhooks', '/system/webhooks', list('Webhooks')),
  at('webhook', '/system/webhooks/ops-chat/deliveries', page('ops-chat', FACTS)),
  at('profile', '/settings/profile', page('Profile', 'main dl')),
  at('ssh keys', '/settings/ssh-keys', list('SSH keys')),
  at('access tokens', '/settings/access-tokens', list('Access tokens')),
  at('sessions', '/settings/sessions', list('Sessions')),
  at('device verify', '/device/verify', page('Device Authentication', FORM)),
  at('login', '/login/maple/local', page('Sign in', FORM)),
]

/** Client-side navigations: click `link` (by accessible name) on `from`, wait for `to`. */
export type Navigation = { id: string; from: string; link: string; to: string }

export const navigations: Navigation[] = [
  { id: 'projects → images (sidebar)', from: 'projects', link: 'Images', to: 'silo images' },
  { id: 'projects → instances (row)', from: 'projects', link: 'web-frontend', to: 'instances' },
]

/** The mock's `large` seed: project load-test with inst-0001 … inst-5000. */
export const large = {
  path: '/projects/load-test/instances?limit=100',
  marker: list('Instances'),
  /** the rows of the table, for paging (first row changes) and scrolling */
  table: 'table[aria-label="Instances"]',
  next: 'Next',
  pagesForward: 5,
  /** the column whose header loads the whole collection (an order the API does not page by) */
  sortBy: 'State',
  /** the text the table says once it holds every instance */
  allLoaded: 'All 5,000 instances loaded',
  /**
   * the filter's accessible name; the text put in first (unmeasured: every row holds it), then
   * the keys typed after it, one measurement each, each changing what matches ('inst-4' 1,000
   * rows, 'inst-42' 100, 'inst-427' 10, and back). A bare '4' matched every row (a digit in
   * some column of each), so its keystroke changed nothing the bench could see.
   */
  filter: 'Filter instances',
  filterPrefix: 'inst-',
  keys: ['4', '2', '7', 'Backspace', 'Backspace'],
  /** changes with every keystroke: the paginator's 'Rows 1–50 of N' */
  rowCount: 'nav[aria-label="Pagination"] [aria-live]',
} as const

/**
 * Pages whose content waits for a read that an earlier answer names (issue 29: a dependent
 * read is one more round trip, said why here). The round-trip row counts each page's trips
 * beyond these.
 */
export const dependentReads: Record<string, { trips: number; why: string }> = {
  'internet gateway': {
    trips: 1,
    why: "its pools and addresses by the gateway's id; each of the VPC's routers' routes",
  },
  'project access': { trips: 1, why: 'the members of each group that holds a role' },
  'silo access': { trips: 1, why: 'the members of each group that holds a role' },
  'fleet access': {
    trips: 1,
    why: "the members of each group with a role; the user's silo, by the user's silo id",
  },
  'switch port': {
    trips: 1,
    why: 'the API reads a port by neither name nor id: the port list first',
  },
  'bgp routes': { trips: 1, why: "the routes of the router the BGP config's ASN names" },
  'bgp history': { trips: 1, why: "the history of the router the BGP config's ASN names" },
  'bgp announce sets': { trips: 1, why: 'the announcements of each set' },
  certificates: { trips: 1, why: 'only a role the policy gives may list them: the role first' },
  probes: { trips: 1, why: 'fleet viewers only: the user first' },
  probe: { trips: 1, why: 'fleet viewers only: the user first' },
  sessions: { trips: 1, why: "the user's sessions, by the user's id" },
}

/**
 * The pages `npm run bench` measures by default, one or two of each kind (lists, a detail page,
 * a tab, a form, charts, system pages, settings, the login), so it ends within minutes on 2
 * cores (issue 29); `npm run bench -- --all` measures every page.
 */
const REPRESENTATIVE = new Set([
  'projects',
  'instances',
  'instance storage',
  'vpc firewall rules',
  'new firewall rule',
  'silo utilization',
  'system silos',
  'sleds',
  'ip pools',
  'ip pool',
  'support bundles',
  'webhooks',
  'profile',
  'login',
])

export const benchPages = (all: boolean) =>
  all ? pages : pages.filter((p) => REPRESENTATIVE.has(p.id))
