import type { User } from '@oxide/api'
import { fleetRole } from '../authz'
import { db, inActingSilo, inActingSiloId, isUuid, siloProjects } from '../db'
import { errorResponse, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { noteFound } from './hidden'
import { settle } from './instance-state'
import { routesOf } from './system-routes'

/**
 * The one lookup registry (`find.<resource>`), with the real API's selectors: a child resource
 * is named by id alone, or by name with its parent (`?project=`, `?vpc=`, `?instance=`). Mixing
 * the two is a 400 with the API's wording; a miss is the usual 404 (`not found: instance with
 * name "web-9"`). Every lookup answers from the acting silo only (db.ts).
 */

/** Find a record by id or by name, or throw the real API's 404. */
function lookupIn<T extends { id: string; name: string }>(
  items: T[],
  selector: string,
  type: string,
): T {
  const byId = isUuid(selector)
  const found = items.find((item) => (byId ? item.id === selector : item.name === selector))
  if (!found) throw lookupNotFound(type, selector, byId)
  noteFound(type, selector, byId)
  return found
}

export const queryParseError = (detail: string) =>
  errorResponse(400, null, `unable to parse query string: ${detail}`)

/** The project of a list or create call (`?project=`), which the API requires. */
export function projectOf(query: { project?: string | undefined }) {
  if (!query.project) throw queryParseError('missing field `project`')
  return find.project(query.project)
}

type InProject = { id: string; name: string; project_id: string }

/** A record found by id is another silo's: not found, as for a name. */
function ofActingSilo<T>(record: T, type: string, id: string, projectId?: string | null): T {
  const project =
    projectId === undefined ? (record as { project_id?: string }).project_id : projectId
  if (!inActingSilo(project)) throw lookupNotFound(type, id, true)
  return record
}

/** The server's words for a mixed-up selector differ by resource (real-api-behaviour.md row 18). */
const SELECTOR_TEXTS: Record<string, [asId: string, either: string]> = {
  vpc: [
    'when providing vpc as an ID, project should not be specified',
    'vpc should either be an ID or project should be specified',
  ],
  snapshot: [
    'when providing snapshot as an ID, project should not be specified',
    'snapshot should either be an ID or project should be specified',
  ],
  'affinity group': [
    'when providing affinity_group as an ID, project should not be specified',
    'affinity_group should either be UUID or project should be specified',
  ],
  'external subnet': [
    'when providing external subnet as an ID project should not be specified',
    'external subnet should either be a UUID or project should be specified',
  ],
  'anti-affinity group': [
    'when providing anti_affinity_group as an ID, project should not be specified',
    'anti_affinity_group should either be UUID or project should be specified',
  ],
}

function inProject<T extends InProject>(
  items: T[],
  type: string,
  label: string,
  selector: string,
  project: string | undefined,
): T {
  const [asId, either] = SELECTOR_TEXTS[label] ?? [
    `when providing ${label} as an ID project should not be specified`,
    `${label} should either be UUID or project should be specified`,
  ]
  if (isUuid(selector)) {
    if (project) throw invalidRequest(asId)
    return ofActingSilo(lookupIn(items, selector, type), type, selector)
  }
  if (!project) throw invalidRequest(either)
  const { id } = find.project(project)
  return lookupIn(
    items.filter((item) => item.project_id === id),
    selector,
    type,
  )
}

type Sel = string | undefined

export const find = {
  project: (project: string) => lookupIn(siloProjects(), project, 'project'),
  instance: (instance: string, project?: Sel) =>
    settle(inProject(db.instances, 'instance', 'instance', instance, project)),
  disk: (disk: string, project?: Sel) => inProject(db.disks, 'disk', 'disk', disk, project),
  snapshot: (snapshot: string, project?: Sel) =>
    inProject(db.snapshots, 'snapshot', 'snapshot', snapshot, project),
  vpc: (vpc: string, project?: Sel) => inProject(db.vpcs, 'vpc', 'vpc', vpc, project),
  floatingIp: (ip: string, project?: Sel) =>
    inProject(db.floatingIps, 'floating-ip', 'Floating IP', ip, project),
  affinityGroup: (group: string, project?: Sel) =>
    inProject(db.affinityGroups, 'affinity-group', 'affinity group', group, project),
  antiAffinityGroup: (group: string, project?: Sel) =>
    inProject(db.antiAffinityGroups, 'anti-affinity-group', 'anti-affinity group', group, project),
  /** app/external_subnet.rs `external_subnet_lookup`. */
  externalSubnet: (subnet: string, project?: Sel) =>
    inProject(db.externalSubnets, 'external-subnet', 'external subnet', subnet, project),

  /** With `?project=` a project image; without, a silo image (or any image by id). */
  image: (image: string, project?: Sel) => {
    if (isUuid(image)) {
      if (project)
        throw invalidRequest('when providing image as an ID, project should not be specified')
      const found = lookupIn(db.images, image, 'image')
      if (!found.project_id && !inActingSiloId(db.imageSilos[found.id]))
        throw lookupNotFound('image', image, true)
      return ofActingSilo(found, 'image', image, found.project_id ?? null)
    }
    if (!project) return lookupIn(siloImages(), image, 'silo-image')
    const { id } = find.project(project)
    return lookupIn(
      db.images.filter((i) => i.project_id === id),
      image,
      'project-image',
    )
  },

  subnet: (subnet: string, vpc?: Sel, project?: Sel) => {
    if (isUuid(subnet)) {
      if (vpc || project)
        throw invalidRequest(
          'when providing subnet as an ID, vpc and project should not be specified',
        )
      const found = lookupIn(db.vpcSubnets, subnet, 'vpc-subnet')
      const parent = db.vpcs.find((v) => v.id === found.vpc_id)
      return ofActingSilo(found, 'vpc-subnet', subnet, parent?.project_id ?? null)
    }
    if (!vpc) throw invalidRequest('subnet should either be an ID or vpc should be specified')
    const parent = find.vpc(vpc, project)
    return lookupIn(
      db.vpcSubnets.filter((s) => s.vpc_id === parent.id),
      subnet,
      'vpc-subnet',
    )
  },

  nic: (nic: string, instance?: Sel, project?: Sel) => {
    const type = 'instance-network-interface'
    if (isUuid(nic)) {
      if (instance || project)
        throw invalidRequest(
          'when providing network_interface as an id instance and project should not be specified',
        )
      const found = lookupIn(db.networkInterfaces, nic, type)
      const parent = db.instances.find((i) => i.id === found.instance_id)
      return ofActingSilo(found, type, nic, parent?.project_id ?? null)
    }
    if (!instance)
      throw invalidRequest(
        'network_interface should either be a UUID or instance should be specified',
      )
    const parent = find.instance(instance, project)
    return lookupIn(
      db.networkInterfaces.filter((n) => n.instance_id === parent.id),
      nic,
      type,
    )
  },

  sshKey: (key: string, user: Json<User>) =>
    lookupIn(
      db.sshKeys.filter((k) => k.silo_user_id === user.id),
      key,
      'ssh-key',
    ),

  /** A VPC router by id alone, or by name with its VPC (`?vpc=`, `?project=`). */
  router: (router: string, vpc?: Sel, project?: Sel) => {
    const type = 'vpc-router'
    if (isUuid(router)) {
      if (vpc || project)
        throw invalidRequest(
          'when providing router as an ID vpc and project should not be specified',
        )
      const found = lookupIn(db.vpcRouters, router, type)
      const parent = db.vpcs.find((v) => v.id === found.vpc_id)
      return ofActingSilo(found, type, router, parent?.project_id ?? null)
    }
    if (!vpc) throw invalidRequest('router should either be an ID or vpc should be specified')
    const parent = find.vpc(vpc, project)
    return lookupIn(
      db.vpcRouters.filter((r) => r.vpc_id === parent.id),
      router,
      type,
    )
  },

  /** A router's route by id alone, or by name with its router (`?router=`, `?vpc=`, ...). */
  route: (route: string, router?: Sel, vpc?: Sel, project?: Sel) => {
    const type = 'router-route'
    if (isUuid(route)) {
      if (router || vpc || project)
        throw invalidRequest(
          'when providing route as an ID router, subnet, vpc, and project should not be specified',
        )
      const found = lookupIn(db.vpcRouterRoutes, route, type)
      const parent = db.vpcRouters.find((r) => r.id === found.vpc_router_id)
      if (!parent) throw lookupNotFound(type, route, true)
      // the router's lookup keeps another silo's routes out of sight
      find.router(parent.id)
      return found
    }
    if (!router) throw invalidRequest('route should either be an ID or router should be specified')
    return lookupIn(routesOf(find.router(router, vpc, project)), route, type)
  },

  /** An internet gateway by id alone, or by name with its VPC (`app/internet_gateway.rs`). */
  gateway: (gateway: string, vpc?: Sel, project?: Sel) => {
    const type = 'internet-gateway'
    if (isUuid(gateway)) {
      if (vpc || project)
        throw invalidRequest(
          'when providing gateway as an ID vpc and project should not be specified',
        )
      const found = lookupIn(db.internetGateways, gateway, type)
      const parent = db.vpcs.find((v) => v.id === found.vpc_id)
      return ofActingSilo(found, type, gateway, parent?.project_id ?? null)
    }
    if (!vpc) throw invalidRequest('gateway should either be an ID or vpc should be specified')
    const parent = find.vpc(vpc, project)
    return lookupIn(
      db.internetGateways.filter((g) => g.vpc_id === parent.id),
      gateway,
      type,
    )
  },

  /** A gateway's attached IP pool (its own record, named apart from the pool it attaches). */
  gatewayPool: (pool: string, gateway?: Sel, vpc?: Sel, project?: Sel) =>
    gatewayChild(db.internetGatewayIpPools, 'internet-gateway-ip-pool', 'pool', pool, [
      gateway,
      vpc,
      project,
    ]),

  /** A gateway's attached IP address. */
  gatewayAddress: (address: string, gateway?: Sel, vpc?: Sel, project?: Sel) =>
    gatewayChild(db.internetGatewayIpAddresses, 'internet-gateway-ip-address', 'address', address, [
      gateway,
      vpc,
      project,
    ]),

  /** A pool linked to the user's silo. */
  ipPool: (pool: string, user: Json<User>) =>
    lookupIn(
      siloPools(user.silo_id).map((p) => p.pool),
      pool,
      'ip-pool',
    ),

  /** Alert receivers are the fleet's, as the system endpoints' (their callers are fleet viewers). */
  alertReceiver: (receiver: string) => lookupIn(db.alertReceivers, receiver, 'alert-receiver'),
  /** Any pool, as the system endpoints name it (their callers are fleet viewers). */
  systemIpPool: (pool: string) => lookupIn(db.ipPools, pool, 'ip-pool'),
  /** Any subnet pool, as the system endpoints name it (their callers are fleet viewers). */
  systemSubnetPool: (pool: string) => lookupIn(db.subnetPools, pool, 'subnet-pool'),
  /** Rack networking's address lots (fleet-wide; callers check the fleet role). */
  addressLot: (lot: string) => lookupIn(db.addressLots, lot, 'address-lot'),

  /** Fleet viewers see every silo; anyone else only their own (another is not found). */
  silo: (silo: string, user: Json<User>) =>
    lookupIn(
      db.silos.filter((s) => fleetRole(user) !== null || s.id === user.silo_id),
      silo,
      'silo',
    ),
  /** Users and groups are named by id only, within the user's silo. */
  user: (userId: string, siloId: string) => {
    const found = db.users.find((u) => u.id === userId && u.silo_id === siloId)
    if (!found) throw lookupNotFound('silo-user', userId, isUuid(userId))
    return found
  },
  group: (groupId: string, siloId: string) => {
    const found = db.groups.find((g) => g.id === groupId && g.silo_id === siloId)
    if (!found) throw lookupNotFound('silo-group', groupId, isUuid(groupId))
    return found
  },
}

/** A gateway's pool or address: by id alone, or by name with its gateway (and its VPC, ...). */
function gatewayChild<T extends { id: string; name: string; internet_gateway_id: string }>(
  items: T[],
  type: string,
  label: 'pool' | 'address',
  selector: string,
  [gateway, vpc, project]: Sel[],
): T {
  if (isUuid(selector)) {
    if (gateway || vpc || project)
      throw invalidRequest(
        `when providing ${label} as an ID gateway, subnet, vpc, and project should not be specified`,
      )
    const found = lookupIn(items, selector, type)
    // the gateway's lookup keeps another silo's records out of sight
    find.gateway(found.internet_gateway_id)
    return found
  }
  if (!gateway)
    throw invalidRequest(`${label} should either be an ID or gateway should be specified`)
  const parent = find.gateway(gateway, vpc, project)
  return lookupIn(
    items.filter((i) => i.internet_gateway_id === parent.id),
    selector,
    type,
  )
}

/** Pools linked to a silo, with the link (which says whether the pool is the default). */
export function siloPools(siloId: string) {
  return db.ipPoolSiloLinks.flatMap((link) => {
    const pool = link.silo_id === siloId && db.ipPools.find((p) => p.id === link.ip_pool_id)
    return pool ? [{ pool, link }] : []
  })
}

/** The acting silo's silo images (seeded ones are the demo silo's). */
export const siloImages = () =>
  db.images.filter((i) => !i.project_id && inActingSiloId(db.imageSilos[i.id]))

/** The parent instance of a NIC list or create (`?instance=`, `?project=`). */
export function instanceOf(query: { instance?: string | undefined; project?: string | undefined }) {
  if (!query.instance) throw queryParseError('missing field `instance`')
  return find.instance(query.instance, query.project)
}

export function vpcOf(query: { vpc?: string | undefined; project?: string | undefined }) {
  if (!query.vpc) throw queryParseError('missing field `vpc`')
  return find.vpc(query.vpc, query.project)
}

export { can } from './hidden'
