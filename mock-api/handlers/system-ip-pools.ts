import type { IpPool, IpPoolRange, IpPoolSiloLink, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, now, projectSilo } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { showStdIp } from '../std-net'
import { reader } from './body'
import { named, newRecord } from './crud'
import { toSiloPool } from './external-ips'
import {
  allocatedIps,
  checkNewRange,
  ipOf,
  rangeText,
  readRange,
  type Span,
  spanOf,
  utilizationOf,
} from './ip-ranges'
import { find, siloPools } from './lookups'

/**
 * The operator's IP pools (/v1/system/ip-pools, nexus/src/app/ip_pool.rs and
 * ds/ip_pool.rs): fleet viewers read, fleet admins change. Ranges of every pool are disjoint;
 * a silo has at most one default pool per (IP version, pool type); the system_services pools
 * (the rack's own addresses) are never linked to silos, and the last of them stays.
 */
type Who = Json<User>
const viewer = (user: Who) => requireFleetRole(user, 'viewer')
const admin = (user: Who) => requireFleetRole(user, 'admin')

const BAD_SILO_LINK =
  'IP Pools cannot be both linked to Silos and assigned for system services use.'
const POOL_HAS_IPS = 'IP addresses from this pool are in use in the linked silo'
const LAST_POOL = (verb: 'delete' | 'reassign') =>
  `Cannot ${verb} the last IP Pool assigned for system services use. Create and assign at least one more IP Pool before ${verb === 'delete' ? 'deleting' : 'reassigning'} this one.`

const pools = named<Json<IpPool>, unknown>({
  type: 'ip-pool',
  items: () => db.ipPools,
  find: (selector) => find.systemIpPool(selector),
  canRead: viewer,
  canWrite: admin,
  siblings: () => db.ipPools,
})

const rangesOf = (poolId: string) => db.ipPoolRanges.filter((r) => r.ip_pool_id === poolId)
const linksOf = (poolId: string) => db.ipPoolSiloLinks.filter((l) => l.ip_pool_id === poolId)
const servicePools = () => db.ipPools.filter((p) => p.assignment === 'system_services')

/** Ranges page by first address, as the server's `IpNetwork` marker does (v4 before v6). */
const sortKey = (r: Json<IpPoolRange>) => {
  const s = spanOf(r)
  return `${s.version}:${s.first.toString(16).padStart(32, '0')}`
}

/** The silo's addresses from the pool: floating IPs and instances' ephemeral and SNAT IPs. */
function inUseInSilo(poolId: string, siloId: string) {
  const bySilo = (projectId: string) => projectSilo(projectId) === siloId
  const instanceSilo = (instanceId: string) => {
    const instance = db.instances.find((i) => i.id === instanceId)
    return !!instance && bySilo(instance.project_id)
  }
  return (
    db.floatingIps.some((f) => f.ip_pool_id === poolId && bySilo(f.project_id)) ||
    db.externalIps.some((e) => e.ip_pool_id === poolId && instanceSilo(e.instance_id))
  )
}

const compositeNotFound = (poolId: string, siloId: string) =>
  notFound(`not found: ip-pool-resource with id "ip_pool_id: ${poolId}, silo_id: ${siloId}"`)

const linkConflict = (poolId: string, siloId: string) =>
  alreadyExists(
    'ip-pool-resource',
    `ip_pool_id: ${poolId}, resource_id: ${siloId}, resource_type: Silo`,
  )

/** Another link of the silo that is the default for the pool's (version, type). */
const otherDefault = (pool: Json<IpPool>, siloId: string) =>
  siloPools(siloId).find(
    ({ pool: p, link }) =>
      link.is_default &&
      p.id !== pool.id &&
      p.ip_version === pool.ip_version &&
      p.pool_type === pool.pool_type,
  )

/** The gateways of a silo's VPCs, with the VPC's project. */
const gatewaysOf = (siloId: string) =>
  db.internetGateways.filter((gw) => {
    const vpc = db.vpcs.find((v) => v.id === gw.vpc_id)
    return !!vpc && projectSilo(vpc.project_id) === siloId
  })

/**
 * A pool linked as a silo's default joins each `default` gateway of the silo's VPCs as its
 * pool `default` (`link_default_gateway`); a gateway that has a pool of that name keeps it.
 */
function attachToDefaultGateways(poolId: string, siloId: string) {
  for (const gw of gatewaysOf(siloId).filter((g) => g.name === 'default')) {
    const taken = db.internetGatewayIpPools.some(
      (p) => p.internet_gateway_id === gw.id && p.name === 'default',
    )
    if (taken) continue
    db.internetGatewayIpPools.push({
      ...newRecord(),
      name: 'default',
      description: 'Default internet gateway ip pool',
      internet_gateway_id: gw.id,
      ip_pool_id: poolId,
    })
  }
}

export const systemIpPoolHandlers: HandlerMap = {
  systemIpPoolList: ({ query, user }) => {
    viewer(user)
    const items = db.ipPools.filter(
      (p) =>
        (!query.assignment || p.assignment === query.assignment) &&
        (!query.ipVersion || p.ip_version === query.ipVersion) &&
        (!query.poolType || p.pool_type === query.poolType),
    )
    return paginated(query, items)
  },

  systemIpPoolCreate: ({ body, user }) => {
    admin(user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const ipVersion = b.optEnum('ip_version', ['v4', 'v6'] as const) ?? 'v4'
    const poolType = b.optEnum('pool_type', ['unicast', 'multicast'] as const) ?? 'unicast'
    const assignment = b.optEnum('assignment', ['silos', 'system_services'] as const) ?? 'silos'
    pools.unique(db.ipPools, name)
    const pool: Json<IpPool> = {
      ...newRecord(),
      name,
      description,
      ip_version: ipVersion,
      pool_type: poolType,
      assignment,
    }
    db.ipPools.push(pool)
    return json(pool, 201)
  },

  systemIpPoolView: ({ path, user }) => pools.view(path.pool, {}, user),

  systemIpPoolUpdate: ({ path, body, user }) => pools.update(path.pool, {}, body, user),

  systemIpPoolDelete: ({ path, user }) => {
    const pool = pools.remove(path.pool, {}, user, (p) => {
      if (rangesOf(p.id).length > 0)
        throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
      if (p.assignment === 'system_services' && servicePools().length < 2)
        throw invalidRequest(LAST_POOL('delete'))
    })
    // links go with the pool: with no ranges, nothing can be in use
    db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter((l) => l.ip_pool_id !== pool.id)
  },

  systemIpPoolAssign: ({ path, body, user }) => {
    const pool = pools.writable(path.pool, {}, user)
    const assignment = reader(body).enum('assignment', ['silos', 'system_services'] as const)
    if (pool.assignment === assignment)
      throw invalidRequest(`IP Pool already has assignment '${assignment}'`)
    if (pool.assignment === 'silos' && linksOf(pool.id).length > 0)
      throw invalidRequest(BAD_SILO_LINK)
    if (pool.assignment === 'system_services') {
      if (db.serviceIps.some((s) => s.ip_pool_id === pool.id)) throw invalidRequest(POOL_HAS_IPS)
      if (servicePools().length < 2) throw invalidRequest(LAST_POOL('reassign'))
    }
    pool.assignment = assignment
    pool.time_modified = now()
    return pool
  },

  systemIpPoolRangeList: ({ path, query, user }) => {
    const pool = pools.view(path.pool, {}, user)
    const keyed = rangesOf(pool.id).map((r) => ({ id: sortKey(r), r }))
    const page = paginated({ ...query, sortBy: 'id_ascending' }, keyed)
    return { items: page.items.map((k) => k.r), next_page: page.next_page }
  },

  systemIpPoolRangeAdd: ({ path, body, user }) => {
    const span = readRange(body)
    const pool = pools.writable(path.pool, {}, user)
    checkNewRange(pool, span)
    const range: Json<IpPoolRange> = {
      id: crypto.randomUUID(),
      ip_pool_id: pool.id,
      range: {
        first: showStdIp(ipOf(span.version, span.first)),
        last: showStdIp(ipOf(span.version, span.last)),
      },
      time_created: now(),
    }
    db.ipPoolRanges.push(range)
    return json(range, 201)
  },

  systemIpPoolRangeRemove: ({ path, body, user }) => {
    const span: Span = readRange(body)
    const pool = pools.writable(path.pool, {}, user)
    const range = rangesOf(pool.id).find((r) => {
      const s = spanOf(r)
      return s.version === span.version && s.first === span.first && s.last === span.last
    })
    if (!range) throw invalidRequest(`The provided range ${rangeText(span)} does not exist`)
    const held = [...allocatedIps(pool.id)].some((ip) => {
      const s = readRange({ first: ip, last: ip })
      return s.version === span.version && s.first >= span.first && s.first <= span.last
    })
    if (held)
      throw invalidRequest(
        'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
      )
    db.ipPoolRanges = db.ipPoolRanges.filter((r) => r !== range)
  },

  systemIpPoolSiloList: ({ path, query, user }) => {
    const pool = pools.view(path.pool, {}, user)
    const links = linksOf(pool.id).filter(
      (l) => db.silos.find((s) => s.id === l.silo_id)?.discoverable,
    )
    const page = paginated(
      { ...query, sortBy: 'id_ascending' },
      links.map((l) => ({ id: l.silo_id, l })),
    )
    return { items: page.items.map((k) => k.l), next_page: page.next_page }
  },

  systemIpPoolSiloLink: ({ path, body, user }) => {
    const b = reader(body)
    const siloSelector = b.string('silo')
    const isDefault = b.bool('is_default')
    const pool = pools.writable(path.pool, {}, user)
    const silo = find.silo(siloSelector, user)
    if (pool.assignment !== 'silos') throw invalidRequest(BAD_SILO_LINK)
    if (linksOf(pool.id).some((l) => l.silo_id === silo.id)) throw linkConflict(pool.id, silo.id)
    // the partial unique index on defaults answers with the same conflict
    if (isDefault && otherDefault(pool, silo.id)) throw linkConflict(pool.id, silo.id)
    const link: Json<IpPoolSiloLink> = {
      ip_pool_id: pool.id,
      silo_id: silo.id,
      is_default: isDefault,
    }
    db.ipPoolSiloLinks.push(link)
    if (isDefault && pool.pool_type === 'unicast') attachToDefaultGateways(pool.id, silo.id)
    return json(link, 201)
  },

  systemIpPoolSiloUpdate: ({ path, body, user }) => {
    const isDefault = reader(body).bool('is_default')
    const pool = pools.writable(path.pool, {}, user)
    const silo = find.silo(path.silo, user)
    const link = linksOf(pool.id).find((l) => l.silo_id === silo.id)
    if (!link) throw compositeNotFound(pool.id, silo.id)
    // making one the default demotes the silo's other default of its kind, as the server does
    if (isDefault && !link.is_default) {
      const demoted = otherDefault(pool, silo.id)
      if (demoted) demoted.link.is_default = false
    }
    link.is_default = isDefault
    return link
  },

  systemIpPoolSiloUnlink: ({ path, user }) => {
    const pool = pools.writable(path.pool, {}, user)
    const silo = find.silo(path.silo, user)
    if (inUseInSilo(pool.id, silo.id)) throw invalidRequest(POOL_HAS_IPS)
    db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter(
      (l) => !(l.ip_pool_id === pool.id && l.silo_id === silo.id),
    )
    // the silo's gateways let go of the pool too (unlink_ip_pool_gateway)
    const gateways = new Set(gatewaysOf(silo.id).map((g) => g.id))
    db.internetGatewayIpPools = db.internetGatewayIpPools.filter(
      (g) => !(g.ip_pool_id === pool.id && gateways.has(g.internet_gateway_id)),
    )
  },

  /** u128 sums on the server, floats on the wire: exact up to 2^53, rounded above. */
  systemIpPoolUtilizationView: ({ path, user }) => {
    const pool = pools.view(path.pool, {}, user)
    const { capacity, allocated } = utilizationOf(pool.id)
    return { capacity: Number(capacity), remaining: Number(capacity - allocated) }
  },

  /** The silo's linked pools: reading the silo, and listing pools (a fleet viewer). */
  siloIpPoolList: ({ path, query, user }) => {
    const silo = find.silo(path.silo, user)
    viewer(user)
    const items = siloPools(silo.id)
      .filter(({ pool }) => pool.assignment === 'silos')
      .map(toSiloPool)
    return paginated(query, items)
  },
}
