import type { ExternalSubnet, Instance, SubnetPool, User } from '@oxide/api'
import { db, isUuid, now } from '../db'
import { errorResponse, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import type { Net } from '../oxnet-text'
import { showStdIp } from '../std-net'
import { type Reader, reader } from './body'
import { inProject, newRecord } from './crud'
import { TRANSIENT } from './ip-alloc'
import { ipOf, overlaps } from './ip-ranges'
import { can, find } from './lookups'
import { membersOf, readNet, siloSubnetPools, storedNet } from './subnet-pools'

/**
 * A project's external subnets (/v1/external-subnets: nexus/src/app/external_subnet.rs,
 * ds/external_subnet.rs, db/queries/external_subnet.rs): blocks taken from a subnet pool
 * linked to the silo, by value or the first free aligned block of a prefix length, and
 * attached to at most one instance of the same project. Limited collaborators change them,
 * as floating IPs.
 */
const subnets = inProject({
  type: 'external-subnet',
  items: () => db.externalSubnets,
  find: find.externalSubnet,
})

/** `MAX_ATTACHED_SUBNETS_PER_INSTANCE` (db/queries/external_subnet.rs). */
const MAX_ATTACHED = 32

type Pick = { pool: Json<SubnetPool>; memberId: string; net: Net }

const allocatedNets = () => db.externalSubnets.map((s) => storedNet(s.subnet))

/** A subnet asked for by value: a member of a pool linked to the silo holds it, at a prefix it allows. */
function explicitSubnet(net: Net, user: Json<User>): Pick {
  for (const { pool } of siloSubnetPools(user.silo_id)) {
    if (pool.ip_version !== net.version) continue
    const member = membersOf(pool.id).find((m) => {
      const s = storedNet(m.subnet)
      return (
        s.first <= net.first &&
        s.last >= net.last &&
        m.min_prefix_length <= net.width &&
        m.max_prefix_length >= net.width
      )
    })
    if (!member) continue
    if (allocatedNets().some((t) => overlaps(t, net)))
      throw invalidRequest('The requested IP subnet overlaps with an existing external subnet')
    return { pool, memberId: member.id, net }
  }
  throw invalidRequest(
    'The requested IP subnet is not contained in any subnet pool available in the current silo.',
  )
}

/** The pool a `PoolSelector` names: an explicit pool linked to the silo, or its default. */
function selectedPool(selector: Reader | undefined, user: Json<User>) {
  const linked = siloSubnetPools(user.silo_id)
  if (selector?.tag(['explicit', 'auto']) === 'explicit') {
    const name = selector.string('pool')
    const byId = isUuid(name)
    const found = linked.find(({ pool }) => (byId ? pool.id === name : pool.name === name))
    if (!found) throw lookupNotFound('subnet-pool', name, byId)
    const text = byId ? `with ID '${name}'` : `with name '${name}'`
    return { pool: found.pool, from: `the subnet pool ${text}` }
  }
  const version = selector?.optEnum('ip_version', ['v4', 'v6'] as const) ?? undefined
  const defaults = linked.filter(
    ({ pool, link }) => link.is_default && (!version || pool.ip_version === version),
  )
  if (defaults.length > 1)
    throw invalidRequest(
      'Must specify an IP version when there is more than one default subnet pool for the silo',
    )
  const found = defaults[0]
  if (!found)
    throw invalidRequest(
      'Must specify a subnet pool, as there is no linked default pool for the current silo',
    )
  const ip = version ? `IP${version} ` : ''
  return { pool: found.pool, from: `the default ${ip}subnet pool for the current silo` }
}

const alignUp = (n: bigint, size: bigint) => ((n + size - 1n) / size) * size

/** The first free block of `prefix` in the pool's members that allow it, in subnet order. */
function autoSubnet(selector: Reader | undefined, prefix: number, user: Json<User>): Pick {
  const { pool, from } = selectedPool(selector, user)
  const bits = pool.ip_version === 'v4' ? 32 : 128
  const taken = allocatedNets()
  const members = membersOf(pool.id)
    .filter((m) => m.min_prefix_length <= prefix && m.max_prefix_length >= prefix)
    .map((m) => ({ id: m.id, net: storedNet(m.subnet) }))
    .sort((a, b) => (a.net.first < b.net.first ? -1 : 1))
  if (prefix <= bits)
    for (const member of members) {
      const size = 1n << BigInt(bits - prefix)
      let first = member.net.first
      while (first + size - 1n <= member.net.last) {
        const candidate = { version: pool.ip_version, first, last: first + size - 1n }
        const hit = taken.find((t) => overlaps(t, candidate))
        if (!hit)
          return {
            pool,
            memberId: member.id,
            net: storedNet(`${showStdIp(ipOf(pool.ip_version, first))}/${prefix}`),
          }
        first = alignUp(hit.last + 1n, size)
      }
    }
  throw invalidRequest(`Could not allocate a /${prefix} subnet from ${from}`)
}

/**
 * Subnets change on an instance with no VMM or a settled one; a VMM between states is the
 * server's 503 (its text stays internal), a failed or creating instance a 400 naming the state.
 */
function requireSubnetChangeState(instance: Json<Instance>, verb: 'attach' | 'detach') {
  const state = instance.run_state
  if (TRANSIENT.includes(state))
    throw errorResponse(503, 'ServiceNotAvailable', 'Service Unavailable')
  if (state === 'stopped' || state === 'running' || state === 'rebooting') return
  const to = verb === 'attach' ? 'to' : 'from'
  throw invalidRequest(`Cannot ${verb} subnet ${to} instance in ${state} state`)
}

const failedOrCreating = (instance: Json<Instance>) =>
  instance.run_state === 'failed' || instance.run_state === 'creating'

export const externalSubnetHandlers: HandlerMap = {
  externalSubnetList: ({ query, user }) => subnets.list(query, user),

  externalSubnetCreate: ({ query, body, user }) => {
    const project = subnets.parent(query, user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const allocator = b.object('allocator')
    const picked =
      allocator.tag(['explicit', 'auto']) === 'explicit'
        ? explicitSubnet(readNet(allocator, 'subnet'), user)
        : autoSubnet(
            allocator.optObject('pool_selector'),
            allocator.int('prefix_length', 'u8'),
            user,
          )
    subnets.unique(subnets.ofProject(project.id), name)
    const created: Json<ExternalSubnet> = {
      ...newRecord(),
      name,
      description,
      subnet: `${showStdIp(ipOf(picked.net.version, picked.net.first))}/${picked.net.width}`,
      subnet_pool_id: picked.pool.id,
      subnet_pool_member_id: picked.memberId,
      project_id: project.id,
      instance_id: null,
    }
    db.externalSubnets.push(created)
    return created
  },

  externalSubnetView: ({ path, query, user }) => subnets.view(path.externalSubnet, query, user),

  externalSubnetUpdate: ({ path, query, body, user }) =>
    subnets.update(path.externalSubnet, query, body, user),

  externalSubnetDelete: ({ path, query, user }) => {
    subnets.remove(path.externalSubnet, query, user, (s) => {
      if (s.instance_id)
        throw invalidRequest(
          'Cannot delete external subnet while it is attached to an instance. Detach it and try again.',
        )
    })
  },

  externalSubnetAttach: ({ path, query, body, user }) => {
    const subnet = subnets.writable(path.externalSubnet, query, user)
    const name = reader(body).string('instance')
    const instance = find.instance(name, isUuid(name) ? undefined : subnet.project_id)
    can.write(user, instance.project_id)
    if (instance.project_id !== subnet.project_id)
      throw invalidRequest('External subnet and instance must be in the same project')
    // attached here already: answered as it is (`begin_attach_subnet`)
    if (subnet.instance_id === instance.id) return json(subnet, 202)
    if (subnet.instance_id)
      throw invalidRequest(
        'External subnets cannot be attached to one instance while still attached to another',
      )
    if (failedOrCreating(instance)) requireSubnetChangeState(instance, 'attach')
    const attached = db.externalSubnets.filter((s) => s.instance_id === instance.id)
    if (attached.length >= MAX_ATTACHED)
      throw invalidRequest(`An instance may not have more than ${MAX_ATTACHED} attached subnets`)
    const version = storedNet(subnet.subnet).version
    const primary = db.networkInterfaces.find((n) => n.instance_id === instance.id && n.primary)
    const stack = primary?.ip_stack.type
    if (stack !== 'dual_stack' && stack !== version)
      throw invalidRequest(
        `Cannot attach an IP${version} external subnet to an instance that does not have a matching IP stack`,
      )
    requireSubnetChangeState(instance, 'attach')
    subnet.instance_id = instance.id
    subnet.time_modified = now()
    return json(subnet, 202)
  },

  externalSubnetDetach: ({ path, query, user }) => {
    const subnet = subnets.writable(path.externalSubnet, query, user)
    if (!subnet.instance_id) throw invalidRequest('External subnet is not attached to an instance')
    const instance = find.instance(subnet.instance_id)
    can.write(user, instance.project_id)
    requireSubnetChangeState(instance, 'detach')
    subnet.instance_id = null
    subnet.time_modified = now()
    return json(subnet, 202)
  },

  /** Attached subnets by id, whole (`instance_lookup_external_subnets`). */
  instanceExternalSubnetList: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.read(user, instance.project_id)
    const items = db.externalSubnets
      .filter((s) => s.instance_id === instance.id)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
    return { items, next_page: null }
  },
}
