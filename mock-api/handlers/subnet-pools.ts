import type {
  SiloSubnetPool,
  SubnetPool,
  SubnetPoolMember,
  SubnetPoolSiloLink,
  User,
} from '@oxide/api'
import { requireFleetRole, requireSiloRole } from '../authz'
import { db, isUuid, projectSilo } from '../db'
import { alreadyExists, invalidRequest, lookupNotFound, notFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { type Net, parseNet } from '../oxnet-text'
import { paginated } from '../paging'
import { type Reader, reader } from './body'
import { named } from './crud'
import { overlaps, spanOf as rangeSpan, type Span } from './ip-ranges'
import { find } from './lookups'

/**
 * Subnet pools (/v1/system/subnet-pools: nexus/src/app/subnet_pool.rs, ds/external_subnet.rs):
 * fleet viewers read, fleet admins change, as for IP pools. A pool's members are blocks of one
 * IP version, disjoint from every other member and every IP pool range; a silo has at most one
 * default pool per IP version. A silo's users see the pools linked to their silo
 * (/v1/subnet-pools), as silo viewers.
 */
type Who = Json<User>
const viewer = (user: Who) => requireFleetRole(user, 'viewer')
const admin = (user: Who) => requireFleetRole(user, 'admin')

/** serde's error for an `IpNet` field that does not parse. */
export function readNet(b: Reader, k: string): Net {
  const net = parseNet(b.string(k))
  if (!net) throw b.fail(k, 'invalid IP network')
  return net
}

/** A stored CIDR (checked when stored). */
export function storedNet(text: string): Net {
  const net = parseNet(text)
  if (!net) throw new Error(`mock: bad stored subnet ${text}`)
  return net
}

/** Addresses in a block, as the server sums them: a float (exact up to 2^53). */
const sizeOf = (s: Span) => Number(s.last - s.first + 1n)

const pools = named<Json<SubnetPool>, unknown>({
  type: 'subnet-pool',
  items: () => db.subnetPools,
  find: (selector) => find.systemSubnetPool(selector),
  canRead: viewer,
  canWrite: admin,
  siblings: () => db.subnetPools,
})

export const membersOf = (poolId: string) =>
  db.subnetPoolMembers.filter((m) => m.subnet_pool_id === poolId)
const linksOf = (poolId: string) =>
  db.subnetPoolSiloLinks.filter((l) => l.subnet_pool_id === poolId)

/** Pools linked to a silo, with the link (which says whether the pool is the default). */
export function siloSubnetPools(siloId: string) {
  return db.subnetPoolSiloLinks.flatMap((link) => {
    const pool = link.silo_id === siloId && db.subnetPools.find((p) => p.id === link.subnet_pool_id)
    return pool ? [{ pool, link }] : []
  })
}

const toSiloPool = ({ pool, link }: ReturnType<typeof siloSubnetPools>[number]) =>
  ({ ...pool, is_default: link.is_default }) satisfies Json<SiloSubnetPool>

/** Members page by subnet (the server's `IpNet` marker: v4 before v6, then by address). */
const memberKey = (m: Json<SubnetPoolMember>) => {
  const s = storedNet(m.subnet)
  return `${s.version}:${s.first.toString(16).padStart(32, '0')}:${String(s.width).padStart(3, '0')}`
}

const linkNotFound = (poolId: string, siloId: string) =>
  notFound(
    `not found: subnet-pool-silo-link with id "subnet_pool_id: ${poolId}, silo_id: ${siloId}"`,
  )

/** The silo's default pool of the pool's IP version, other than the pool itself. */
const otherDefault = (pool: Json<SubnetPool>, siloId: string) =>
  siloSubnetPools(siloId).find(
    ({ pool: p, link }) => link.is_default && p.id !== pool.id && p.ip_version === pool.ip_version,
  )

/** The checks of `SubnetPoolMember::new` (nexus/db-model/src/external_subnet.rs). */
function checkMember(net: Net, min: number, max: number) {
  const bits = net.version === 'v4' ? 32 : 128
  if (net.first !== net.n)
    throw invalidRequest('IP subnet must be a network address, with a host ID of zero.')
  if (min > max)
    throw invalidRequest('The minimum prefix length must be no greater than the maximum')
  if (max > bits)
    throw invalidRequest(
      `Cannot create an IP${net.version} subnet with a max prefix length greater than ${bits}`,
    )
  if (min < net.width || max < net.width)
    throw invalidRequest(
      `Min and max prefix length must be no less than the IP subnet prefix length (/${net.width})`,
    )
}

const optPrefix = (b: Reader, k: string) => (b.has(k) ? b.int(k, 'u8') : undefined)

export const subnetPoolHandlers: HandlerMap = {
  systemSubnetPoolList: ({ query, user }) => {
    viewer(user)
    return paginated(query, db.subnetPools)
  },

  systemSubnetPoolCreate: ({ body, user }) => {
    admin(user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const ipVersion = b.enum('ip_version', ['v4', 'v6'] as const)
    pools.unique(db.subnetPools, name)
    const now = new Date().toISOString()
    const pool: Json<SubnetPool> = {
      id: crypto.randomUUID(),
      name,
      description,
      ip_version: ipVersion,
      time_created: now,
      time_modified: now,
    }
    db.subnetPools.push(pool)
    return json(pool, 201)
  },

  systemSubnetPoolView: ({ path, user }) => pools.view(path.pool, {}, user),

  systemSubnetPoolUpdate: ({ path, body, user }) => pools.update(path.pool, {}, body, user),

  systemSubnetPoolDelete: ({ path, user }) => {
    const pool = pools.remove(path.pool, {}, user, (p) => {
      if (membersOf(p.id).length > 0)
        throw invalidRequest(
          'Cannot delete external subnet pool while it contains members. Please delete all external subnet pool members first.',
        )
    })
    db.subnetPoolSiloLinks = db.subnetPoolSiloLinks.filter((l) => l.subnet_pool_id !== pool.id)
  },

  systemSubnetPoolMemberList: ({ path, query, user }) => {
    const pool = pools.view(path.pool, {}, user)
    const keyed = membersOf(pool.id).map((m) => ({ id: memberKey(m), m }))
    const page = paginated({ ...query, sortBy: 'id_ascending' }, keyed)
    return { items: page.items.map((k) => k.m), next_page: page.next_page }
  },

  systemSubnetPoolMemberAdd: ({ path, body, user }) => {
    const b = reader(body)
    const net = readNet(b, 'subnet')
    const min = optPrefix(b, 'min_prefix_length') ?? net.width
    const max = optPrefix(b, 'max_prefix_length') ?? (net.version === 'v4' ? 32 : 128)
    const pool = pools.writable(path.pool, {}, user)
    if (net.version !== pool.ip_version)
      throw invalidRequest(
        `Cannot add IP${net.version} members to IP${pool.ip_version} subnet pool`,
      )
    checkMember(net, min, max)
    const taken = [
      ...db.subnetPoolMembers.map((m) => storedNet(m.subnet)),
      ...db.ipPoolRanges.map(rangeSpan),
    ]
    if (taken.some((t) => overlaps(t, net)))
      throw invalidRequest(
        `The IP subnet ${net.text} overlaps with an existing subnet pool member or IP pool range`,
      )
    const member: Json<SubnetPoolMember> = {
      id: crypto.randomUUID(),
      subnet_pool_id: pool.id,
      subnet: net.text,
      min_prefix_length: min,
      max_prefix_length: max,
      time_created: new Date().toISOString(),
    }
    db.subnetPoolMembers.push(member)
    return json(member, 201)
  },

  systemSubnetPoolMemberRemove: ({ path, body, user }) => {
    const net = readNet(reader(body), 'subnet')
    const pool = pools.writable(path.pool, {}, user)
    // inet equality: the same address and prefix, as written canonically
    const member = membersOf(pool.id).find((m) => storedNet(m.subnet).text === net.text)
    if (!member)
      throw invalidRequest(`A provided subnet pool member with subnet ${net.text} does not exist`)
    if (db.externalSubnets.some((s) => s.subnet_pool_member_id === member.id))
      throw invalidRequest(
        'Cannot delete external subnet pool member while it contains external subnets. Please delete all external subnets first.',
      )
    db.subnetPoolMembers = db.subnetPoolMembers.filter((m) => m !== member)
  },

  systemSubnetPoolSiloList: ({ path, query, user }) => {
    const pool = pools.view(path.pool, {}, user)
    const links = linksOf(pool.id).filter((l) => db.silos.some((s) => s.id === l.silo_id))
    const page = paginated(
      { ...query, sortBy: query.sortBy ?? 'id_ascending' },
      links.map((l) => ({ id: l.silo_id, l })),
    )
    return { items: page.items.map((k) => k.l), next_page: page.next_page }
  },

  systemSubnetPoolSiloLink: ({ path, body, user }) => {
    const b = reader(body)
    const siloSelector = b.string('silo')
    const isDefault = b.bool('is_default')
    const pool = pools.writable(path.pool, {}, user)
    const silo = find.silo(siloSelector, user)
    if (linksOf(pool.id).some((l) => l.silo_id === silo.id))
      throw alreadyExists(
        'subnet-pool-silo-link',
        `subnet_pool_id: ${pool.id}, silo_id: ${silo.id}`,
      )
    if (isDefault && otherDefault(pool, silo.id))
      throw invalidRequest(
        'Silo already has a default subnet pool for this IP version. Link the pool as non-default, then make it the default, which will demote the existing one.',
      )
    const link: Json<SubnetPoolSiloLink> = {
      subnet_pool_id: pool.id,
      silo_id: silo.id,
      is_default: isDefault,
    }
    db.subnetPoolSiloLinks.push(link)
    return json(link, 201)
  },

  systemSubnetPoolSiloUpdate: ({ path, body, user }) => {
    const isDefault = reader(body).bool('is_default')
    const pool = pools.writable(path.pool, {}, user)
    const silo = find.silo(path.silo, user)
    const link = linksOf(pool.id).find((l) => l.silo_id === silo.id)
    if (!link) throw linkNotFound(pool.id, silo.id)
    // making one the default demotes the silo's other default of its IP version
    if (isDefault && !link.is_default) {
      const demoted = otherDefault(pool, silo.id)
      if (demoted) demoted.link.is_default = false
    }
    link.is_default = isDefault
    return link
  },

  systemSubnetPoolSiloUnlink: ({ path, user }) => {
    const pool = pools.writable(path.pool, {}, user)
    const silo = find.silo(path.silo, user)
    const inUse = db.externalSubnets.some(
      (s) => s.subnet_pool_id === pool.id && projectSilo(s.project_id) === silo.id,
    )
    if (inUse)
      throw invalidRequest(
        'Cannot unlink subnet pool from silo while there are external subnets allocated from the pool. Delete the subnets first, and try again.',
      )
    const link = linksOf(pool.id).find((l) => l.silo_id === silo.id)
    if (!link) throw linkNotFound(pool.id, silo.id)
    db.subnetPoolSiloLinks = db.subnetPoolSiloLinks.filter((l) => l !== link)
  },

  /** f64 sums on the server (`subnet_pool_utilization`): exact up to 2^53, rounded above. */
  systemSubnetPoolUtilizationView: ({ path, user }) => {
    const pool = pools.view(path.pool, {}, user)
    const sum = (nets: string[]) => nets.reduce((n, s) => n + sizeOf(storedNet(s)), 0)
    const capacity = sum(membersOf(pool.id).map((m) => m.subnet))
    const allocated = sum(
      db.externalSubnets.filter((s) => s.subnet_pool_id === pool.id).map((s) => s.subnet),
    )
    return { capacity, remaining: capacity - allocated }
  },

  /** A silo's linked pools: reading the silo, and listing pools (a fleet viewer). */
  siloSubnetPoolList: ({ path, query, user }) => {
    const silo = find.silo(path.silo, user)
    viewer(user)
    return paginated(query, siloSubnetPools(silo.id).map(toSiloPool))
  },

  /** The pools linked to the user's silo are its children: a silo viewer lists them. */
  subnetPoolList: ({ query, user }) => {
    requireSiloRole(user, 'viewer')
    return paginated(query, siloSubnetPools(user.silo_id).map(toSiloPool))
  },

  /** A pool not linked to the user's silo is not found (`silo_subnet_pool_fetch`). */
  subnetPoolView: ({ path, user }) => {
    requireSiloRole(user, 'viewer')
    const byId = isUuid(path.pool)
    const linked = siloSubnetPools(user.silo_id).find(({ pool }) =>
      byId ? pool.id === path.pool : pool.name === path.pool,
    )
    if (!linked) throw lookupNotFound('subnet-pool', path.pool, byId)
    return toSiloPool(linked)
  },
}
