/**
 * What stands between a project and its deletion. The server refuses to delete a project that
 * holds anything ("project to be deleted contains a vpc: default"), and every new project holds
 * its default VPC. Where that VPC and what came with it are all the project holds, the console
 * offers to delete them first, in the order the server requires: the VPC refuses to go while it
 * has subnets, and takes its system router and firewall rules with it
 * (nexus/src/app/vpc.rs `project_delete_vpc`).
 */

/** One page of a list: the names read, and whether the list goes on past them. */
export type Listed = { names: string[]; more: boolean }

/** The project's children, by kind, in the order the server checks them on delete. */
export type Children = {
  instances: Listed
  disks: Listed
  floatingIps: Listed
  images: Listed
  snapshots: Listed
  vpcs: Listed
  affinityGroups: Listed
  antiAffinityGroups: Listed
}

/** What the default VPC holds. */
export type DefaultVpc = {
  subnets: Listed
  routers: { name: string; kind: 'system' | 'custom' }[]
  gateways: Listed
  rules: string[]
}

export const DEFAULT_VPC = 'default'
export const DEFAULT_SUBNET = 'default'
export const DEFAULT_GATEWAY = 'default'
/** The rules every VPC is made with (nexus/defaults). */
export const DEFAULT_RULES = ['allow-internal-inbound', 'allow-ssh', 'allow-icmp']

export type Blocker = { what: string; names: string[]; more: boolean }

export type Step =
  | { kind: 'subnet'; name: string }
  | { kind: 'vpc'; name: string }
  | { kind: 'project'; name: string }

export type Plan =
  /** Nothing inside: a plain delete. */
  | { kind: 'empty' }
  /** Only the defaults: they go first, step by step. */
  | { kind: 'defaults'; steps: Step[]; rules: string[]; gateway: boolean }
  /** Something else is inside: listed, no offer. */
  | { kind: 'blocked'; blockers: Blocker[] }

const LABELS: [keyof Children, string][] = [
  ['instances', 'Instances'],
  ['disks', 'Disks'],
  ['floatingIps', 'Floating IPs'],
  ['images', 'Images'],
  ['snapshots', 'Snapshots'],
  ['vpcs', 'VPCs'],
  ['affinityGroups', 'Affinity groups'],
  ['antiAffinityGroups', 'Anti-affinity groups'],
]

const except = (listed: Listed, keep: (name: string) => boolean): Listed => ({
  names: listed.names.filter(keep),
  more: listed.more,
})

/** Whether the project holds a default VPC, so its contents must be read before a plan. */
export const holdsDefaultVpc = (children: Children) => children.vpcs.names.includes(DEFAULT_VPC)

/**
 * The plan for deleting `project`. `vpc` is what the default VPC holds, read when the project
 * has one (undefined otherwise).
 */
export function planDelete(project: string, children: Children, vpc?: DefaultVpc): Plan {
  const blockers: Blocker[] = []
  const add = (what: string, listed: Listed) => {
    if (listed.names.length > 0 || listed.more) blockers.push({ what, ...listed })
  }
  for (const [key, label] of LABELS)
    add(label, key === 'vpcs' ? except(children.vpcs, (n) => n !== DEFAULT_VPC) : children[key])
  if (!vpc) return blockers.length ? { kind: 'blocked', blockers } : { kind: 'empty' }

  const inVpc = `of VPC ${DEFAULT_VPC}`
  add(
    `Subnets ${inVpc}`,
    except(vpc.subnets, (n) => n !== DEFAULT_SUBNET),
  )
  add(`Custom routers ${inVpc}`, {
    names: vpc.routers.filter((r) => r.kind === 'custom').map((r) => r.name),
    more: false,
  })
  add(
    `Internet gateways ${inVpc}`,
    except(vpc.gateways, (n) => n !== DEFAULT_GATEWAY),
  )
  add(`Firewall rules ${inVpc}`, {
    names: vpc.rules.filter((r) => !DEFAULT_RULES.includes(r)),
    more: false,
  })
  if (blockers.length) return { kind: 'blocked', blockers }
  return {
    kind: 'defaults',
    steps: [
      ...vpc.subnets.names.map((name): Step => ({ kind: 'subnet', name })),
      { kind: 'vpc', name: DEFAULT_VPC },
      { kind: 'project', name: project },
    ],
    rules: vpc.rules,
    gateway: vpc.gateways.names.includes(DEFAULT_GATEWAY),
  }
}
