import type { FloatingIp, SiloIpPool } from '@oxide/api'
import { requireSiloRole } from '../authz'
import { db, isUuid, now } from '../db'
import { invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { stdIpText } from '../std-net'
import { reader } from './body'
import { inProject, newRecord } from './crud'
import {
  allocateEphemeral,
  allocateIp,
  externalIpsOf,
  poolFrom,
  requireIpChangeState,
  reserveIp,
  toExternalIp,
} from './ip-alloc'
import { can, find, siloPools } from './lookups'

/** A pool as the silo sees it (`SiloIpPool`): whether it is the silo's default, no ranges. */
export const toSiloPool = ({
  pool,
  link,
}: ReturnType<typeof siloPools>[number]): Json<SiloIpPool> => ({
  id: pool.id,
  name: pool.name,
  description: pool.description,
  ip_version: pool.ip_version,
  pool_type: pool.pool_type,
  is_default: link.is_default,
  time_created: pool.time_created,
  time_modified: pool.time_modified,
})

const fips = inProject({ type: 'floating-ip', items: () => db.floatingIps, find: find.floatingIp })

/** The silo's IP pools, floating IPs, and an instance's external addresses. */
export const externalIpHandlers: HandlerMap = {
  ipPoolList: ({ query, user }) => {
    // pools linked to the silo are listed as its children: a silo viewer's
    // (app/ip_pool.rs `current_silo_ip_pool_list`; row R3)
    requireSiloRole(user, 'viewer')
    const pools = siloPools(user.silo_id)
      .filter(({ pool }) => !query.ipVersion || pool.ip_version === query.ipVersion)
      .filter(({ pool }) => !query.poolType || pool.pool_type === query.poolType)
      .map(toSiloPool)
    return paginated(query, pools)
  },

  ipPoolView: ({ path, user }) => {
    const pool = find.ipPool(path.pool, user)
    const linked = siloPools(user.silo_id).find((p) => p.pool.id === pool.id)
    if (!linked) throw lookupNotFound('ip-pool', path.pool, isUuid(path.pool))
    return toSiloPool(linked)
  },

  floatingIpList: ({ query, user }) => fips.list(query, user),

  floatingIpCreate: ({ query, body, user }) => {
    const project = fips.parent(query, user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const allocator = b.optObject('address_allocator')
    let ip: string
    let poolId: string
    if (allocator?.tag(['explicit', 'auto']) === 'explicit') {
      // an address std does not parse was refused by the body walk; kept as std writes it
      ip = stdIpText(allocator.string('ip'))!
      poolId = reserveIp(ip, user).id
    } else {
      const pool = poolFrom(allocator?.optObject('pool_selector'), user)
      ip = allocateIp(pool)
      poolId = pool.id
    }
    fips.unique(fips.ofProject(project.id), name)
    const created: Json<FloatingIp> = {
      ...newRecord(),
      name,
      description,
      ip,
      ip_pool_id: poolId,
      project_id: project.id,
      instance_id: null,
    }
    db.floatingIps.push(created)
    return created
  },

  floatingIpView: ({ path, query, user }) => fips.view(path.floatingIp, query, user),

  floatingIpUpdate: ({ path, query, body, user }) =>
    fips.update(path.floatingIp, query, body, user),

  floatingIpDelete: ({ path, query, user }) => {
    fips.remove(path.floatingIp, query, user, (fip) => {
      if (fip.instance_id)
        throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    })
  },

  floatingIpAttach: ({ path, query, body, user }) => {
    const fip = fips.writable(path.floatingIp, query, user)
    const b = reader(body)
    b.enum('kind', ['instance'] as const)
    const parent = b.string('parent')
    const instance = find.instance(parent, isUuid(parent) ? undefined : fip.project_id)
    if (instance.project_id !== fip.project_id)
      throw invalidRequest('floating IP must be in the same project as the instance')
    if (fip.instance_id === instance.id) return json(fip, 202)
    if (fip.instance_id)
      throw invalidRequest(
        'floating IP cannot be attached to one instance while still attached to another',
      )
    requireIpChangeState(instance, 'attach', 'floating')
    fip.instance_id = instance.id
    fip.time_modified = now()
    return json(fip, 202)
  },

  floatingIpDetach: ({ path, query, user }) => {
    const fip = fips.writable(path.floatingIp, query, user)
    const instance = db.instances.find((i) => i.id === fip.instance_id)
    // not attached: answered as it is (real-api-behaviour.md row 6)
    if (!instance) return json(fip, 202)
    requireIpChangeState(instance, 'detach', 'floating')
    fip.instance_id = null
    fip.time_modified = now()
    return json(fip, 202)
  },

  instanceExternalIpList: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.read(user, instance.project_id)
    return { items: externalIpsOf(instance.id), next_page: null }
  },

  instanceEphemeralIpAttach: ({ path, query, body, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    const pool = poolFrom(reader(body ?? {}).optObject('pool_selector'), user)
    requireIpChangeState(instance, 'attach', 'ephemeral')
    // one per IP version; asking again answers with the one attached, as the server does
    const held = db.externalIps.find(
      (e) =>
        e.instance_id === instance.id &&
        e.kind === 'ephemeral' &&
        db.ipPools.find((p) => p.id === e.ip_pool_id)?.ip_version === pool.ip_version,
    )
    if (held) return json(toExternalIp(held), 202)
    const record = allocateEphemeral(instance.id, pool)
    db.externalIps.push(record)
    return json(toExternalIp(record), 202)
  },

  instanceEphemeralIpDetach: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    const ephemeral = db.externalIps.find(
      (e) => e.instance_id === instance.id && e.kind === 'ephemeral',
    )
    requireIpChangeState(instance, 'detach', 'ephemeral')
    if (!ephemeral) throw invalidRequest('instance does not have an ephemeral IP attached')
    db.externalIps = db.externalIps.filter((e) => e.id !== ephemeral.id)
  },
}
