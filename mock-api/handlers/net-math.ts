/**
 * Address arithmetic for the mock's networking: IPv4 as 32-bit numbers, IPv6 as BigInt, CIDR
 * blocks, and the first usable hosts of a VPC subnet.
 */
export const isIpv4 = (s: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(s) && s.split('.').every((o) => Number(o) <= 255)

export const v4ToInt = (ip: string) =>
  ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0)

export const intToV4 = (n: number) =>
  [Math.floor(n / 2 ** 24) % 256, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')

/** `172.30.0.0/22` -> first address and size; undefined if it is not an IPv4 CIDR. */
export function parseV4Cidr(cidr: string) {
  const [ip, width] = cidr.split('/')
  if (!ip || !isIpv4(ip) || !width || !/^\d{1,2}$/.test(width) || Number(width) > 32)
    return undefined
  const prefix = Number(width)
  const size = 2 ** (32 - prefix)
  const base = v4ToInt(ip) - (v4ToInt(ip) % size)
  return { base, prefix, size }
}

export const v4InCidr = (ip: string, cidr: string) => {
  const block = parseV4Cidr(cidr)
  const n = v4ToInt(ip)
  return !!block && n >= block.base && n < block.base + block.size
}

export function v4Overlap(a: string, b: string) {
  const x = parseV4Cidr(a)
  const y = parseV4Cidr(b)
  return !!x && !!y && x.base < y.base + y.size && y.base < x.base + x.size
}

/** RFC 1918: 10/8, 172.16/12, 192.168/16. */
export const isPrivateV4 = (cidr: string) =>
  ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].some((range) => {
    const block = parseV4Cidr(cidr)
    const outer = parseV4Cidr(range)
    return (
      !!block &&
      !!outer &&
      block.base >= outer.base &&
      block.base + block.size <= outer.base + outer.size
    )
  })

/** IPv6 text to a 128-bit number; undefined if it does not parse. */
export function v6ToBig(ip: string): bigint | undefined {
  if (!/^[0-9a-f:]+$/i.test(ip) || (ip.match(/::/g) ?? []).length > 1) return undefined
  const [head = '', tail] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  if (groups.some((g) => g.length === 0 || g.length > 4)) return undefined
  return groups.reduce((n, g) => (n << 16n) + BigInt(Number.parseInt(g, 16)), 0n)
}

/** A 128-bit number as IPv6 text, the longest run of zero groups written `::`. */
export function bigToV6(n: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt((7 - i) * 16)) & 0xffffn))
  let best = -1
  let bestLength = 1
  for (let i = 0; i < 8; ) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) {
      best = i
      bestLength = j - i
    }
    i = j === i ? i + 1 : j
  }
  const hex = groups.map((g) => g.toString(16))
  if (best < 0) return hex.join(':')
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLength).join(':')}`
}

export function parseV6Cidr(cidr: string) {
  const [ip, width] = cidr.split('/')
  const base = ip ? v6ToBig(ip) : undefined
  if (base === undefined || !width || !/^\d{1,3}$/.test(width) || Number(width) > 128)
    return undefined
  const prefix = Number(width)
  const size = 1n << BigInt(128 - prefix)
  return { base: base - (base % size), prefix, size }
}

export const v6InCidr = (ip: string, cidr: string) => {
  const block = parseV6Cidr(cidr)
  const n = v6ToBig(ip)
  return !!block && n !== undefined && n >= block.base && n < block.base + block.size
}

/** The real API keeps the first five addresses of a subnet (and the last) for the system. */
export const FIRST_GUEST_HOST = 5
