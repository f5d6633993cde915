import { type Attr, type Block, type Expr, hclLabel, ref } from './hcl'
import {
  described,
  diskAttrs,
  fields,
  isObject,
  NoEquivalent,
  projectData,
  queryValue,
  scalar,
} from './terraform-kit'
import type { Json, WireRequest } from './wire'

const KNOWN = [
  'name',
  'description',
  'hostname',
  'ncpus',
  'memory',
  'boot_disk',
  'disks',
  'network_interfaces',
  'external_ips',
  'ssh_public_keys',
  'user_data',
  'auto_restart_policy',
  'cpu_platform',
  'enable_jumbo_frames',
  'start',
] as const

const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : [])
const name = (v: Json | undefined) => String(scalar(v))

/**
 * An instance create as the provider's oxide_instance (docs/resources/instance.md and
 * internal/provider/instance/resource.go): it takes the ids of existing things, so names become
 * data sources, and disks the request creates become oxide_disk resources it attaches.
 *
 * Where the provider cannot say what the request says, there is no equivalent: it has no
 * "default interface" (with no network_interfaces it creates none), and external IPs need
 * listed interfaces. An interface without an IP configuration is the API's default, dual-stack
 * with both addresses assigned, which the provider writes out.
 */
export function instanceBlocks(r: WireRequest): Block[] {
  const b = fields(r.body, KNOWN)
  const projectName = queryValue(r, 'project')
  const [project, projectId] = projectData(projectName)
  const blocks: Block[] = [project]
  const data = (type: string, label: string, attrs: Attr[]) => {
    if (!blocks.some((x) => x.kind === 'data' && x.type === type && x.label === label))
      blocks.push({ kind: 'data', type, label, attrs })
    return ref(`data.${type}.${label}.id`)
  }
  const inProject = (n: string): Attr[] => [
    ['project_name', projectName ?? ''],
    ['name', n],
  ]

  /** A disk of the request: made by an oxide_disk, or an existing one looked up by name. */
  const disk = (d: Json): Expr => {
    if (!isObject(d)) throw new NoEquivalent('A disk of the request is not one the provider knows.')
    if (d.type === 'attach')
      return data('oxide_disk', hclLabel(name(d.name)), inProject(name(d.name)))
    if (d.type !== 'create') throw new NoEquivalent(`The provider cannot ${String(d.type)} a disk.`)
    const label = hclLabel(name(d.name))
    blocks.push({ kind: 'resource', type: 'oxide_disk', label, attrs: diskAttrs(d, projectId) })
    return ref(`oxide_disk.${label}.id`)
  }
  const boot = isObject(b.boot_disk) ? disk(b.boot_disk) : undefined
  const attachments = [...(boot ? [boot] : []), ...list(b.disks).map(disk)]

  const attrs: Attr[] = [['project_id', projectId], ...described(b)]
  if (b.hostname !== undefined) attrs.push(['hostname', scalar(b.hostname)])
  attrs.push(['memory', scalar(b.memory)], ['ncpus', scalar(b.ncpus)])
  if (boot) attrs.push(['boot_disk_id', boot])
  if (attachments.length) attrs.push(['disk_attachments', attachments])
  if (Array.isArray(b.ssh_public_keys))
    attrs.push([
      'ssh_public_keys',
      b.ssh_public_keys.map((k) => data('oxide_ssh_key', hclLabel(name(k)), [['name', name(k)]])),
    ])
  for (const [key, attr] of [
    ['user_data', 'user_data'],
    ['auto_restart_policy', 'auto_restart_policy'],
    ['cpu_platform', 'cpu_platform'],
    ['enable_jumbo_frames', 'enable_jumbo_frames'],
    ['start', 'start_on_create'],
  ] as const) {
    const v = b[key]
    if (v !== undefined && v !== null) attrs.push([attr, scalar(v)])
  }

  const nics = networkInterfaces(b.network_interfaces, (vpc, subnet) => ({
    vpc: data('oxide_vpc', hclLabel(vpc), inProject(vpc)),
    subnet: data('oxide_vpc_subnet', hclLabel(`${vpc}-${subnet}`), [
      ['project_name', projectName ?? ''],
      ['vpc_name', vpc],
      ['name', subnet],
    ]),
  }))
  const ips = list(b.external_ips)
  if (ips.length && !nics.length)
    throw new NoEquivalent('The provider allows external IPs only with listed network interfaces.')
  if (nics.length) attrs.push(['network_interfaces', nics])
  if (ips.length) {
    const ephemeral = ips
      .filter((ip) => isObject(ip) && ip.type === 'ephemeral')
      .map((ip): Expr => {
        const pool = isObject(ip) ? ip.pool_selector : undefined
        if (!isObject(pool)) throw new NoEquivalent('An ephemeral IP without a pool selector.')
        if (pool.type === 'explicit')
          return {
            attrs: [
              [
                'pool_id',
                data('oxide_ip_pool', hclLabel(name(pool.pool)), [['name', name(pool.pool)]]),
              ],
            ],
          }
        return { attrs: pool.ip_version ? [['ip_version', scalar(pool.ip_version)]] : [] }
      })
    const floating = ips
      .filter((ip) => isObject(ip) && ip.type === 'floating')
      .map((ip): Expr => {
        const n = name(isObject(ip) ? ip.floating_ip : null)
        return { attrs: [['id', data('oxide_floating_ip', hclLabel(n), inProject(n))]] }
      })
    const parts: Attr[] = []
    if (ephemeral.length) parts.push(['ephemeral', ephemeral])
    if (floating.length) parts.push(['floating', floating])
    attrs.push(['external_ips', { attrs: parts }])
  }
  blocks.push({ kind: 'resource', type: 'oxide_instance', label: hclLabel(name(b.name)), attrs })
  return blocks
}

type Lookup = (vpc: string, subnet: string) => { vpc: Expr; subnet: Expr }

/** The interfaces as the provider lists them; none for `none`, no equivalent for a default. */
function networkInterfaces(spec: Json | undefined, lookup: Lookup): Expr[] {
  if (!isObject(spec) || spec.type === 'none') return []
  if (spec.type !== 'create')
    throw new NoEquivalent(
      `The provider cannot ask for the project's default network interface (${String(spec.type)}); with Custom network interfaces it can.`,
    )
  return list(spec.params).map((nic): Expr => {
    const n = fields(nic, ['name', 'description', 'vpc_name', 'subnet_name'])
    const { vpc, subnet } = lookup(name(n.vpc_name), name(n.subnet_name))
    const auto: Expr = { attrs: [['ip', 'auto']] }
    return {
      attrs: [
        ...described(n),
        ['vpc_id', vpc],
        ['subnet_id', subnet],
        [
          'ip_config',
          {
            attrs: [
              ['v4', auto],
              ['v6', auto],
            ],
          },
        ],
      ],
    }
  })
}
