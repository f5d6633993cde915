import type { ExternalIp, Instance, IpPool, User } from '@oxide/api'
import { type ExternalIpRecord, SNAT_BLOCK } from '../data/records'
import { db } from '../db'
import { errorResponse, invalidRequest } from '../errors'
import type { Json } from '../json'
import { showStdIp, stdIp } from '../std-net'
import type { Reader } from './body'
import { settle } from './instance-state'
import { spanOf } from './ip-ranges'
import { find, siloPools } from './lookups'

/**
 * External addresses: pools linked to the user's silo, the lowest free address of a pool's
 * ranges, SNAT port blocks shared four to an address, and an instance's list of addresses.
 */

function defaultPool(user: Json<User>, version: 'v4' | 'v6' = 'v4') {
  const found = siloPools(user.silo_id).find(
    ({ pool, link }) =>
      link.is_default && pool.ip_version === version && pool.pool_type === 'unicast',
  )
  if (!found) throw invalidRequest(`no default ${version} IP pool is linked to the silo`)
  return found.pool
}

/** A `PoolSelector` (explicit pool or the silo's default); absent means the default. */
export function poolFrom(selector: Reader | undefined, user: Json<User>): Json<IpPool> {
  if (!selector) return defaultPool(user)
  if (selector.tag(['explicit', 'auto']) === 'explicit')
    return find.ipPool(selector.string('pool'), user)
  return defaultPool(user, selector.optEnum('ip_version', ['v4', 'v6'] as const) ?? 'v4')
}

const usedIps = () =>
  new Set([...db.floatingIps.map((f) => f.ip), ...db.externalIps.map((e) => e.ip)])

/** The pool's ranges of one IP version (the mock allocates IPv4 only). */
const rangesOf = (poolId: string, version: 'v4' | 'v6' = 'v4') =>
  db.ipPoolRanges
    .filter((r) => r.ip_pool_id === poolId)
    .map(spanOf)
    .filter((s) => s.version === version)

export function allocateIp(pool: Json<IpPool>): string {
  const taken = usedIps()
  for (const { first, last } of rangesOf(pool.id))
    for (let n = first; n <= last; n++)
      if (!taken.has(showStdIp({ v6: false, n }))) return showStdIp({ v6: false, n })
  throw errorResponse(507, 'InsufficientCapacity', 'No external IP addresses available')
}

/**
 * An address asked for by value (`ds/external_ip.rs` `allocate_floating_ip`), IPv4 or IPv6, as
 * std writes it: the pool is the silo's pool whose ranges hold it, and it must be free.
 */
export function reserveIp(ip: string, user: Json<User>): Json<IpPool> {
  const a = stdIp(ip, 'ip')
  const found = siloPools(user.silo_id).find(({ pool }) =>
    rangesOf(pool.id, a?.v6 ? 'v6' : 'v4').some((s) => a && a.n >= s.first && a.n <= s.last),
  )
  if (!found) throw invalidRequest(`IP address ${ip} is not in any configured pool`)
  if (usedIps().has(ip)) throw invalidRequest('Requested external IP address not available')
  return found.pool
}

export function allocateSnat(instanceId: string, pool: Json<IpPool>): ExternalIpRecord {
  const snat = db.externalIps.filter((e) => e.kind === 'snat' && e.ip_pool_id === pool.id)
  const blocks = (ip: string) => snat.filter((e) => e.ip === ip).map((e) => e.first_port)
  const shared = [...new Set(snat.map((e) => e.ip))].find((ip) => blocks(ip).length < 4)
  const ip = shared ?? allocateIp(pool)
  const first = [0, 1, 2, 3].map((b) => b * SNAT_BLOCK).find((p) => !blocks(ip).includes(p)) ?? 0
  return {
    id: crypto.randomUUID(),
    instance_id: instanceId,
    kind: 'snat',
    ip,
    ip_pool_id: pool.id,
    first_port: first,
    last_port: first + SNAT_BLOCK - 1,
  }
}

export const allocateEphemeral = (instanceId: string, pool: Json<IpPool>): ExternalIpRecord => ({
  id: crypto.randomUUID(),
  instance_id: instanceId,
  kind: 'ephemeral',
  ip: allocateIp(pool),
  ip_pool_id: pool.id,
  first_port: 0,
  last_port: 65535,
})

export function toExternalIp(e: ExternalIpRecord): Json<ExternalIp> {
  if (e.kind === 'snat')
    return {
      kind: 'snat',
      ip: e.ip,
      ip_pool_id: e.ip_pool_id,
      first_port: e.first_port,
      last_port: e.last_port,
    }
  return { kind: 'ephemeral', ip: e.ip, ip_pool_id: e.ip_pool_id }
}

/** What `GET /v1/instances/{instance}/external-ips` lists: SNAT, ephemeral, then floating. */
export function externalIpsOf(instanceId: string): Json<ExternalIp>[] {
  const own = db.externalIps.filter((e) => e.instance_id === instanceId)
  const order = { snat: 0, ephemeral: 1 }
  return [
    ...own.sort((a, b) => order[a.kind] - order[b.kind]).map(toExternalIp),
    ...db.floatingIps
      .filter((f) => f.instance_id === instanceId)
      .map((f) => ({ ...f, kind: 'floating' as const })),
  ]
}

/**
 * On instance delete: ephemeral and SNAT addresses go back to the pool, floating IPs and
 * external subnets detach (`instance_detach_external_subnets`).
 */
export function releaseIps(instanceId: string) {
  db.externalIps = db.externalIps.filter((e) => e.instance_id !== instanceId)
  for (const f of db.floatingIps) if (f.instance_id === instanceId) f.instance_id = null
  for (const s of db.externalSubnets) if (s.instance_id === instanceId) s.instance_id = null
}

/** VMM states in which the server cannot tell where the instance lives: retry later. */
export const TRANSIENT: Json<Instance>['run_state'][] = [
  'starting',
  'stopping',
  'migrating',
  'repairing',
]

/**
 * Addresses change with no VMM (stopped) or a running or rebooting one. A VMM between states is
 * the server's 503 (its "can't attach in transient state" text stays internal: dropshot sends
 * the status's reason); other states are a 400 naming the state (real-api-behaviour.md row 13).
 */
export function requireIpChangeState(
  instance: Json<Instance>,
  verb: 'attach' | 'detach',
  kind: 'floating' | 'ephemeral',
) {
  const { run_state } = settle(instance)
  if (run_state === 'stopped' || run_state === 'running' || run_state === 'rebooting') return
  if (TRANSIENT.includes(run_state))
    throw errorResponse(503, 'ServiceNotAvailable', 'Service Unavailable')
  const to = verb === 'attach' ? 'to' : 'from'
  throw invalidRequest(`cannot ${verb} ${kind} IP ${to} instance in ${run_state} state`)
}

/** Instance create: at most one ephemeral IP per IP version, asked for explicitly. */
export const MAX_EPHEMERAL_IPS = 2

const versionOf = (selector: Reader | undefined) =>
  selector?.tag(['explicit', 'auto']) === 'auto'
    ? (selector.optEnum('ip_version', ['v4', 'v6'] as const) ?? undefined)
    : undefined

/** The server's checks of two ephemeral selectors (`validate_ephemeral_ip_pair`). */
export function checkEphemeralPair(
  [a, b]: [Reader | undefined, Reader | undefined],
  user: Json<User>,
) {
  const same = (v: string) => `cannot request two ephemeral IPs of the same version (${v})`
  const explicit = (s: Reader | undefined) =>
    s?.tag(['explicit', 'auto']) === 'explicit' ? s.string('pool') : undefined
  const [poolA, poolB] = [explicit(a), explicit(b)]
  const [verA, verB] = [versionOf(a), versionOf(b)]
  if ((!poolA && !verA) || (!poolB && !verB))
    throw invalidRequest(
      'when requesting two ephemeral IPs, IP version or explicit pool name must be specified on each',
    )
  if (verA && verB && verA === verB) throw invalidRequest(same(verA))
  if (poolA && poolB) {
    if (poolA === poolB) throw invalidRequest('cannot request two ephemeral IPs from the same pool')
    const v = find.ipPool(poolA, user).ip_version
    if (v === find.ipPool(poolB, user).ip_version)
      throw invalidRequest(`${same(v)}: both pools are ${v}`)
  }
  const pool = poolA ?? poolB
  const auto = verA ?? verB
  if (pool && auto && find.ipPool(pool, user).ip_version === auto)
    throw invalidRequest(`${same(auto)}: explicit pool and auto selection both specify ${auto}`)
}
