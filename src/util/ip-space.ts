import { type Addr, INVALID_IP, type IpVersion, ipToBig, isIpv6 } from './ip'
import { formatter, groupDigits } from './units'

/**
 * IP address space as numbers: IPv4 in 32 bits and IPv6 in 128, always BigInt, so a /64's
 * 18,446,744,073,709,551,616 addresses are counted to the last one. Floats appear only where
 * the API sends them (a pool's utilization), and `countFromFloat` says how far those may be
 * from the truth.
 */
export type Block = { first: bigint; last: bigint }

export const blockSize = (b: Block) => b.last - b.first + 1n

/** A count in full with grouping (`18,446,744,073,709,551,856`): never rounded. */
export const formatCount = (n: bigint) => groupDigits(n)

/** A count known exactly (`low === high`) or only within bounds. */
export type Count = { low: bigint; high: bigint }
const exact = (n: bigint): Count => ({ low: n, high: n })

/**
 * The integers a float the API sent may stand for. The server counts in 128 bits and sends
 * `as f64` (round to nearest), so up to 2^53 the float is the count; above, the count is
 * within half a step of it (a step is 2^(e-52) for a float of 2^e to 2^(e+1)).
 */
export function countFromFloat(x: number): Count {
  const n = BigInt(Math.round(x))
  if (Math.abs(x) <= 2 ** 53) return exact(n)
  const exponent = BigInt(n.toString(2).length - 1)
  const half = 1n << (exponent - 53n)
  return { low: n - half, high: n + half }
}

const max = (a: bigint, b: bigint) => (a > b ? a : b)
const min = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * A pool's capacity and allocated count. The capacity is exact from its ranges (summed here in
 * BigInt) when those agree with the API's figure; allocated is capacity minus remaining, exact
 * when the remaining count is (below 2^53), else within the float's bounds.
 */
export function poolUsage(
  rangeTotal: bigint | undefined,
  u: { capacity: number; remaining: number },
): { capacity: Count; allocated: Count } {
  const sent = countFromFloat(u.capacity)
  const capacity =
    rangeTotal !== undefined && rangeTotal >= sent.low && rangeTotal <= sent.high
      ? exact(rangeTotal)
      : sent
  const remaining = countFromFloat(u.remaining)
  const low = max(0n, capacity.low - remaining.high)
  const high = max(low, min(capacity.high, capacity.high - remaining.low))
  return { capacity, allocated: { low, high } }
}

/** `1,234`, `at most 2,288` or `1,000 to 3,048`. */
export function describeCount({ low, high }: Count): string {
  if (low === high) return formatCount(low)
  if (low === 0n) return `at most ${formatCount(high)}`
  return `${formatCount(low)} to ${formatCount(high)}`
}

/** Allocated of capacity as a percentage with one decimal, from BigInts (`0.1`, `<0.1`). */
export function percentUsed(allocated: bigint, capacity: bigint): string {
  if (capacity === 0n || allocated === 0n) return '0'
  const tenths = (allocated * 1000n) / capacity
  if (tenths === 0n) return '<0.1'
  return `${tenths / 10n}.${tenths % 10n}`
}

/** The free blocks of a range once the given addresses are taken out, in order. */
export function freeBlocks(range: Block, taken: readonly bigint[]): Block[] {
  const inside = [...new Set(taken)]
    .filter((n) => n >= range.first && n <= range.last)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const free: Block[] = []
  let next = range.first
  for (const n of inside) {
    if (n > next) free.push({ first: next, last: n - 1n })
    next = n + 1n
  }
  if (next <= range.last) free.push({ first: next, last: range.last })
  return free
}

/** Where an address sits along a range, as a percentage of its width (two decimals). */
export const offsetPercent = (range: Block, n: bigint) =>
  Number(((n - range.first) * 10000n) / blockSize(range)) / 100

const LABEL = { v4: 'IPv4', v6: 'IPv6' } as const
export const versionLabel = (v: IpVersion) => LABEL[v]

/** A range field's problem: the spec's invalid-address text, a zone, or the pool's family. */
export function rangeAddressProblem(text: string, pool: IpVersion): string | undefined {
  const value = text.trim()
  if (value.includes('%') && isIpv6(value)) return 'An address in a range has no zone (%…)'
  const addr = ipToBig(value)
  if (!addr) return INVALID_IP
  if (addr.version !== pool) return `Must be an ${LABEL[pool]} address: this pool is ${LABEL[pool]}`
  return undefined
}

/** The last address's problem beyond its own: it may not come before the first. */
export function rangeOrderProblem(first: string, last: string): string | undefined {
  const a = ipToBig(first.trim())
  const b = ipToBig(last.trim())
  if (a && b && a.version === b.version && b.n < a.n)
    return 'Must not come before the first address'
  return undefined
}

/** A range the API lists as a block of numbers (its two ends are one family, first <= last). */
export function rangeBlock(range: { first: string; last: string }): Block & Addr {
  const first = ipToBig(range.first)
  const last = ipToBig(range.last)
  if (!first || !last) return { version: 'v4', n: 0n, first: 0n, last: -1n }
  return { version: first.version, n: first.n, first: first.n, last: last.n }
}

/** The number of addresses in the ranges, exact. */
export const rangesTotal = (ranges: readonly { range: { first: string; last: string } }[]) =>
  ranges.reduce((sum, r) => sum + blockSize(rangeBlock(r.range)), 0n)

const compactHint = formatter(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
)
const scientificHint = formatter(
  () => new Intl.NumberFormat('en-US', { notation: 'scientific', maximumFractionDigits: 1 }),
)
/** A short reading of a big count beside the full one (`≈ 2.5M`, `≈ 1.8E19`); none below 1e6. */
export function countHint(n: bigint): string | undefined {
  if (n < 1_000_000n) return undefined
  const x = Number(n)
  return `≈ ${x < 1e15 ? compactHint().format(x) : scientificHint().format(x)}`
}
