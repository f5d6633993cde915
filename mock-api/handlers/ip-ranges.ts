import type { IpPool, IpPoolRange } from '@oxide/api'
import { db } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import { type StdIp, showStdIp, stdIp } from '../std-net'
import { noVariant } from './body'

/**
 * IP ranges as the server reads and checks them (`omicron_common::address::IpRange`,
 * nexus/src/app/ip_pool.rs, ds/ip_pool.rs). Addresses are BigInt throughout, so IPv6 sizes and
 * sums stay exact; only the utilization's answer turns them into floats, as the server does.
 */
export type Version = 'v4' | 'v6'
export type Span = { version: Version; first: bigint; last: bigint }

export const versionOf = (ip: StdIp): Version => (ip.v6 ? 'v6' : 'v4')
export const ipOf = (version: Version, n: bigint): StdIp => ({ v6: version === 'v6', n })
/** A range as the server's messages write it: `first-last`. */
export const rangeText = ({ version, first, last }: Span) =>
  `${showStdIp(ipOf(version, first))}-${showStdIp(ipOf(version, last))}`

/** The stored range's span (stored ranges were checked when added). */
export function spanOf(r: Json<IpPoolRange>): Span {
  const [first, last] = [stdIp(r.range.first, 'ip'), stdIp(r.range.last, 'ip')]
  if (!first || !last) throw new Error(`mock: bad stored range ${r.id}`)
  return { version: versionOf(first), first: first.n, last: last.n }
}

/**
 * The body of range add and remove: serde's untagged `IpRange`. A value no variant reads (no
 * object, a field missing, an address that does not parse, IPv4 with IPv6, first after last:
 * `Ipv4Range::new` refuses inside the variant) is one and the same error.
 */
export function readRange(body: unknown): Span {
  const o = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const first = typeof o.first === 'string' ? stdIp(o.first, 'ip') : undefined
  const last = typeof o.last === 'string' ? stdIp(o.last, 'ip') : undefined
  if (!first || !last || first.v6 !== last.v6 || first.n > last.n) throw noVariant('IpRange')
  return { version: versionOf(first), first: first.n, last: last.n }
}

export const sizeOf = (s: Span) => s.last - s.first + 1n
export const overlaps = (a: Span, b: Span) =>
  a.version === b.version && a.first <= b.last && b.first <= a.last

const cidr = (version: Version, base: string, width: number): Span => {
  const bits = version === 'v4' ? 32 : 128
  const first = stdIp(base, 'ip')?.n ?? 0n
  return { version, first, last: first + (1n << BigInt(bits - width)) - 1n }
}
const MULTICAST = { v4: cidr('v4', '224.0.0.0', 4), v6: cidr('v6', 'ff00::', 8) }
const SSM = { v4: cidr('v4', '232.0.0.0', 8), v6: cidr('v6', 'ff30::', 12) }
export const within = (n: bigint, s: Span) => n >= s.first && n <= s.last

/** Reserved multicast blocks a multicast pool may not hold (`validate_multicast_range`). */
const RESERVED: [Span, string][] = [
  [
    cidr('v4', '224.0.0.0', 24),
    'Cannot add IPv4 link-local multicast range (224.0.0.0/24) to IP pool',
  ],
  [
    cidr('v6', 'ff00::', 16),
    'Cannot add IPv6 reserved-scope multicast range (ff00::/16) to IP pool',
  ],
  [
    cidr('v6', 'ff01::', 16),
    'Cannot add IPv6 interface-local multicast range (ff01::/16) to IP pool',
  ],
  [cidr('v6', 'ff02::', 16), 'Cannot add IPv6 link-local multicast range (ff02::/16) to IP pool'],
  [
    cidr('v6', 'ff04::', 64),
    'Cannot add IPv6 underlay multicast range (ff04::/64) to IP pool - reserved for internal use',
  ],
]

/** The server's checks of a new range against its pool and every pool's ranges, in its order. */
export function checkNewRange(pool: Json<IpPool>, span: Span) {
  const multicast = MULTICAST[span.version]
  const [firstM, lastM] = [within(span.first, multicast), within(span.last, multicast)]
  if (firstM !== lastM)
    throw invalidRequest('IP range cannot span multicast and unicast address spaces')
  if (pool.pool_type === 'multicast') {
    if (!firstM) throw invalidRequest('Cannot add unicast address range to multicast IP pool')
    for (const [reserved, message] of RESERVED)
      if (overlaps(span, reserved)) throw invalidRequest(message)
    const ssm = SSM[span.version]
    if (within(span.first, ssm) !== within(span.last, ssm))
      throw invalidRequest('IP range cannot span ASM and SSM address spaces')
  } else if (firstM) {
    throw invalidRequest('Cannot add multicast address range to unicast IP pool')
  }
  if (pool.ip_version !== span.version)
    throw invalidRequest(
      `Cannot add IP${span.version} address range to IP${pool.ip_version} pool with ID "${pool.id}"`,
    )
  if (pool.pool_type === 'multicast') {
    const ssm = SSM[span.version]
    const isSsm = within(span.first, ssm)
    const other = db.ipPoolRanges
      .filter((r) => r.ip_pool_id === pool.id)
      .find((r) => within(spanOf(r).first, ssm) !== isSsm)
    if (other) {
      const [mine, theirs] = isSsm ? ['SSM', 'ASM'] : ['ASM', 'SSM']
      throw invalidRequest(`Cannot mix ${mine} and ${theirs} ranges in the same multicast pool`)
    }
  }
  // any range of any pool (FilterOverlappingIpRanges)
  if (db.ipPoolRanges.some((r) => overlaps(spanOf(r), span)))
    throw invalidRequest(
      `The provided IP range ${rangeText(span)} overlaps with an existing IP pool range or subnet pool member`,
    )
}

/** The distinct addresses allocated from a pool: floating, ephemeral, SNAT and services' IPs. */
export function allocatedIps(poolId: string): Set<string> {
  return new Set([
    ...db.floatingIps.filter((f) => f.ip_pool_id === poolId).map((f) => f.ip),
    ...db.externalIps.filter((e) => e.ip_pool_id === poolId).map((e) => e.ip),
    ...db.serviceIps.filter((s) => s.ip_pool_id === poolId).map((s) => s.ip),
  ])
}

/** Capacity (the sum of the pool's range sizes, exact) and the allocated count. */
export function utilizationOf(poolId: string) {
  const capacity = db.ipPoolRanges
    .filter((r) => r.ip_pool_id === poolId)
    .reduce((sum, r) => sum + sizeOf(spanOf(r)), 0n)
  return { capacity, allocated: BigInt(allocatedIps(poolId).size) }
}
