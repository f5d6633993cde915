import type { Instance, IpPool, MulticastGroup, MulticastGroupMember, User } from '@oxide/api'
import { db, isUuid, now, parseUuid } from '../db'
import { errorResponse, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { showStdIp, stdIp, stdIpText } from '../std-net'
import { nameProblem, reader } from './body'
import { newRecord } from './crud'
import { ipOf, spanOf, type Version, versionOf, within } from './ip-ranges'
import { can, find, siloPools } from './lookups'

/**
 * Multicast groups as omicron b848b6df85 serves them (nexus/src/app/multicast/mod.rs, the
 * handlers in nexus/src/external_api/http_entrypoints.rs, ds/multicast/{groups,members}.rs and
 * ops/member_attach.rs). Groups are fleet-wide: any signed-in user of any silo lists and reads
 * them and their members (omicron.polar). A join needs Modify on the instance and has no
 * run-state rule: the member is `Joining` until the reconciler programs it, which the mock
 * does on the next read while the instance runs. A group is made by the first join that names
 * a new name or address, and goes when its last member leaves.
 */
type Group = Json<MulticastGroup>
type Member = Json<MulticastGroupMember>
type Ident = { kind: 'id' | 'ip' | 'name'; value: string }

const TYPE = 'multicast-group'
/** `MAX_MULTICAST_GROUPS_PER_INSTANCE` (nexus/src/app/mod.rs). */
export const MAX_GROUPS_PER_INSTANCE = 32

/** `MulticastGroupIdentifier::try_from`: a UUID, else an IP address, else a name. */
function identifier(raw: string): Ident {
  const id = parseUuid(raw)
  if (id) return { kind: 'id', value: id }
  const ip = stdIpText(raw)
  if (ip) return { kind: 'ip', value: ip }
  const problem = nameProblem(raw)
  if (problem) throw errorResponse(400, null, `bad parameter in URL path: ${problem}`)
  return { kind: 'name', value: raw }
}

const sameIp = (a: string, b: string) => {
  const [x, y] = [stdIp(a, 'ip'), stdIp(b, 'ip')]
  return !!x && !!y && x.v6 === y.v6 && x.n === y.n
}

const lookup = (ident: Ident) =>
  db.multicastGroups.find((g) =>
    ident.kind === 'ip' ? sameIp(g.multicast_ip, ident.value) : g[ident.kind] === ident.value,
  )

/** The group of a path; an address not found reads `with name "<ip>"` (`LookupType::ByName`). */
function findGroup(raw: string): Group {
  const ident = identifier(raw)
  const found = lookup(ident)
  if (!found) throw lookupNotFound(TYPE, ident.value, ident.kind === 'id')
  return found
}

/** What the reconciler does by itself: a new group turns Active, a member of a running instance Joined. */
function settleMember(m: Member): Member {
  const instance = db.instances.find((i) => i.id === m.instance_id)
  if (m.state === 'Joining' && instance?.run_state === 'running') m.state = 'Joined'
  return m
}

/** The group with its members' sources: their union, and whether any takes every source. */
function view(g: Group): Group {
  if (g.state === 'Creating') g.state = 'Active'
  const members = db.multicastMembers.filter((m) => m.multicast_group_id === g.id)
  const sources = new Set(members.flatMap((m) => m.source_ips))
  return {
    ...g,
    source_ips: [...sources],
    has_any_source_member: members.some((m) => m.source_ips.length === 0),
  }
}

/** The path's instance; by id, the request's `project` is dropped (http_entrypoints.rs). */
const instanceOf = (selector: string, project: string | undefined): Json<Instance> =>
  find.instance(selector, isUuid(selector) ? undefined : project)

const byId = { modes: ['id_ascending'], key: () => (m: Member) => m.id }

/** 232/8 and ff3x::/32 (`is_ssm_address`). */
function isSsm(ip: string) {
  const p = stdIp(ip, 'ip')
  if (!p) return false
  return p.v6 ? p.n >> 116n === 0xff3n : p.n >> 24n === 232n
}

/** `validate_source_address_family`, then `validate_ssm_sources` (app/multicast/mod.rs). */
function checkSources(groupIp: string, sources: string[] | undefined) {
  const v4 = stdIp(groupIp, 'ip')?.v6 === false
  for (const s of sources ?? [])
    if ((stdIp(s, 'ip')?.v6 === false) !== v4)
      throw invalidRequest(
        `source IP ${s} does not match multicast group address family (${v4 ? 'IPv4' : 'IPv6'})`,
      )
  if (isSsm(groupIp) && !sources?.length)
    throw invalidRequest('SSM multicast addresses require at least one source IP')
}

const multicastPools = (user: Json<User>) =>
  siloPools(user.silo_id).filter(({ pool }) => pool.pool_type === 'multicast')

const inPool = (pool: Json<IpPool>, ip: string) => {
  const p = stdIp(ip, 'ip')
  return db.ipPoolRanges
    .filter((r) => r.ip_pool_id === pool.id)
    .some((r) => {
      const s = spanOf(r)
      return !!p && s.version === versionOf(p) && within(p.n, s)
    })
}

/** The lowest address of the pool no group holds (the allocation query takes the next free). */
function allocate(pool: Json<IpPool>): string {
  for (const r of db.ipPoolRanges.filter((r) => r.ip_pool_id === pool.id)) {
    const s = spanOf(r)
    for (let n = s.first; n <= s.last && n < s.first + 65536n; n++) {
      const ip = showStdIp(ipOf(s.version, n))
      if (!db.multicastGroups.some((g) => sameIp(g.multicast_ip, ip))) return ip
    }
  }
  throw errorResponse(507, 'InsufficientCapacity', 'No multicast IP addresses available')
}

function create(name: string, description: string, ip: string, pool: Json<IpPool>): Group {
  const group: Group = {
    ...newRecord(),
    name,
    description,
    multicast_ip: ip,
    ip_pool_id: pool.id,
    state: 'Creating',
    source_ips: [],
    has_any_source_member: false,
  }
  db.multicastGroups.push(group)
  return group
}

type Join = { sources: string[] | undefined; version: Version | undefined }

/** `resolve_or_create_group_by_{ip,name}`, `resolve_group_by_id`: the group a join names. */
function resolve(ident: Ident, join: Join, user: Json<User>): Group {
  const existing = lookup(ident)
  if (ident.kind === 'id' && !existing) throw lookupNotFound(TYPE, ident.value, true)
  if (ident.kind === 'ip') {
    checkSources(ident.value, join.sources)
    if (existing) return existing
    const linked = multicastPools(user).find(({ pool }) => inPool(pool, ident.value))
    if (!linked)
      throw invalidRequest(
        `multicast IP address ${ident.value} is not in any configured multicast pool`,
      )
    const name = `mcast-${ident.value.replace(/[.:]/g, '-')}`
    return create(
      name,
      `Implicitly created multicast group for ${ident.value}`,
      ident.value,
      linked.pool,
    )
  }
  if (existing) {
    checkSources(existing.multicast_ip, join.sources)
    return existing
  }
  const hasSources = !!join.sources?.length
  const linked = multicastPools(user).find(
    ({ pool, link }) => link.is_default && (!join.version || pool.ip_version === join.version),
  )
  if (!linked) {
    const kind = hasSources ? 'SSM or ASM' : 'ASM'
    throw invalidRequest(
      `No ${join.version ? `${join.version} ` : ''}${kind} multicast pool linked to your silo. Create a multicast pool and link it to your silo, or provide an explicit pool or multicast address.`,
    )
  }
  const group = create(
    ident.value,
    'Implicitly created for instance attachment',
    allocate(linked.pool),
    linked.pool,
  )
  try {
    checkSources(group.multicast_ip, join.sources)
  } catch (e) {
    db.multicastGroups = db.multicastGroups.filter((g) => g !== group)
    throw e
  }
  return group
}

/**
 * The body. Its sources are as serde reads them (`validate_source_ips_param`): the body walk
 * (body-walk.ts, `srcips`) refused any it refuses before the session, unless an `ip_version`
 * it does not judge came first, which this reads first and refuses. Kept as std writes them.
 */
function readJoin(body: unknown): Join {
  const b = reader(body)
  const version = b.optEnum('ip_version', ['v4', 'v6'] as const)
  const sources = b.strings('source_ips')?.map((s) => stdIpText(s) ?? s)
  // "Duplicate IPs in the request are automatically deduplicated" (the OpenAPI description)
  return { sources: sources && [...new Set(sources)], version: version ?? undefined }
}

export const multicastHandlers: HandlerMap = {
  multicastGroupList: ({ query }) => {
    const page = paginated(query, db.multicastGroups)
    return { items: page.items.map(view), next_page: page.next_page }
  },
  multicastGroupView: ({ path }) => view(findGroup(path.multicastGroup)),
  multicastGroupMemberList: ({ path, query }) => {
    const group = findGroup(path.multicastGroup)
    const members = db.multicastMembers.filter((m) => m.multicast_group_id === group.id)
    const page = paginated(query, members.map(settleMember), byId)
    return page
  },
  instanceMulticastGroupList: ({ path, query, user }) => {
    const instance = instanceOf(path.instance, query.project)
    can.read(user, instance.project_id)
    const members = db.multicastMembers.filter((m) => m.instance_id === instance.id)
    return paginated(query, members.map(settleMember), byId)
  },
  instanceMulticastGroupJoin: ({ path, query, body, user }) => {
    const join = readJoin(body)
    const instance = instanceOf(path.instance, query.project)
    can.write(user, instance.project_id)
    const current = db.multicastMembers.filter((m) => m.instance_id === instance.id)
    if (current.length >= MAX_GROUPS_PER_INSTANCE)
      throw invalidRequest(
        `An instance may not join more than ${MAX_GROUPS_PER_INSTANCE} multicast groups`,
      )
    const group = resolve(identifier(path.multicastGroup), join, user)
    // ops/member_attach.rs: a Left member rejoins (new sources if given), a live one is kept
    const had = current.find((m) => m.multicast_group_id === group.id)
    if (had) {
      if (had.state === 'Left') {
        had.state = 'Joining'
        had.time_modified = now()
        if (join.sources) had.source_ips = join.sources
      }
      return json(settleMember(had), 201)
    }
    const { id, time_created, time_modified } = newRecord()
    const member: Member = {
      id,
      name: `member-${id}`,
      description: `multicast group member ${id}`,
      instance_id: instance.id,
      multicast_group_id: group.id,
      multicast_ip: group.multicast_ip,
      source_ips: join.sources ?? [],
      state: 'Joining',
      time_created,
      time_modified,
    }
    db.multicastMembers.push(member)
    return json(member, 201)
  },
  instanceMulticastGroupLeave: ({ path, query, user }) => {
    const ident = identifier(path.multicastGroup)
    // an address is looked up before the instance, a name or id after it (http_entrypoints.rs)
    if (ident.kind === 'ip') findGroup(path.multicastGroup)
    const instance = instanceOf(path.instance, query.project)
    can.write(user, instance.project_id)
    const group = findGroup(path.multicastGroup)
    const left = db.multicastMembers.filter(
      (m) => !(m.multicast_group_id === group.id && m.instance_id === instance.id),
    )
    // not a member: nothing to do, and no error
    if (left.length === db.multicastMembers.length) return
    db.multicastMembers = left
    // the last member gone: the group is marked for removal and the reconciler deletes it
    if (!left.some((m) => m.multicast_group_id === group.id))
      db.multicastGroups = db.multicastGroups.filter((g) => g !== group)
  },
}
