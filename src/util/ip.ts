import type { PrivateIpStack } from '@oxide/api'

/**
 * IP addresses (spec section 5): an IPv4 dotted quad or an IPv6 address, including a zone
 * (`fe80::1%eth0`) and the forms with an embedded IPv4 address (`::ffff:192.0.2.1`).
 * Parsed by hand rather than by one large regex, so each rule can be read and tested.
 */
export const INVALID_IP = 'Not a valid IP address'

export type IpVersion = 'v4' | 'v6'

/**
 * Four decimal octets 0-255. Leading zeros are refused (`010.0.0.1`): some tools read them as
 * octal, so the same text would name two different hosts; the platform refuses them too.
 */
const OCTET = /^(?:0|[1-9]\d{0,2})$/

export function isIpv4(s: string): boolean {
  const parts = s.split('.')
  return parts.length === 4 && parts.every((p) => OCTET.test(p) && Number(p) <= 255)
}

const HEXTET = /^[0-9a-f]{1,4}$/i
/** RFC 6874: a zone id is one or more unreserved characters. */
const ZONE = /^[\w.~-]+$/

/** The number of 16-bit groups a run of `a:b:c` text stands for, or -1 if it is not one. */
function groupCount(run: string, mayEndInIpv4: boolean): number {
  if (run === '') return 0
  const groups = run.split(':')
  const last = groups.at(-1) ?? ''
  const tail = mayEndInIpv4 && last.includes('.') ? (isIpv4(last) ? 2 : -1) : null
  if (tail === -1) return -1
  const hex = tail === null ? groups : groups.slice(0, -1)
  if (!hex.every((g) => HEXTET.test(g))) return -1
  return hex.length + (tail ?? 0)
}

export function isIpv6(s: string): boolean {
  const zoneAt = s.indexOf('%')
  const address = zoneAt === -1 ? s : s.slice(0, zoneAt)
  if (zoneAt !== -1 && !ZONE.test(s.slice(zoneAt + 1))) return false
  const halves = address.split('::')
  if (halves.length > 2) return false
  if (halves.length === 1) return groupCount(address, true) === 8
  const [head = '', tail = ''] = halves
  const before = groupCount(head, false)
  const after = groupCount(tail, true)
  // `::` stands for at least one group of zeros
  return before >= 0 && after >= 0 && before + after <= 7
}

/** 'v4', 'v6', or undefined when the text is not an IP address. */
export function ipVersion(s: string): IpVersion | undefined {
  if (isIpv4(s)) return 'v4'
  if (isIpv6(s)) return 'v6'
  return undefined
}

/** A form validator: undefined when valid, else the spec's message. */
export const validateIp = (s: string): string | undefined => (ipVersion(s) ? undefined : INVALID_IP)

/** The private addresses of a network interface's IP stack, by version. */
export function stackAddresses(stack: PrivateIpStack): { v4?: string; v6?: string } {
  if (stack.type === 'dual_stack') return { v4: stack.value.v4.ip, v6: stack.value.v6.ip }
  return stack.type === 'v4' ? { v4: stack.value.ip } : { v6: stack.value.ip }
}

/** Addresses as numbers (util/ip-space.ts counts with them): IPv4 in 32 bits, IPv6 in 128. */
export type Addr = { version: IpVersion; n: bigint }

const v4ToBig = (text: string) => text.split('.').reduce((n, octet) => n * 256n + BigInt(octet), 0n)

/** The 16-bit groups a run of `a:b:c` stands for (an IPv4 tail counts two). */
function groups(run: string): bigint[] {
  if (run === '') return []
  return run.split(':').flatMap((g) => {
    if (!g.includes('.')) return [BigInt(`0x${g}`)]
    const n = v4ToBig(g)
    return [n >> 16n, n & 0xffffn]
  })
}

/** The address as a number; undefined when it is no IP address (or carries a zone). */
export function ipToBig(text: string): Addr | undefined {
  if (isIpv4(text)) return { version: 'v4', n: v4ToBig(text) }
  if (!isIpv6(text) || text.includes('%')) return undefined
  const [head = '', tail] = text.split('::')
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const zeros = Array<bigint>(8 - left.length - right.length).fill(0n)
  return { version: 'v6', n: [...left, ...zeros, ...right].reduce((n, g) => (n << 16n) + g, 0n) }
}

/** A number as the API writes the address: IPv6 with its longest run of zero groups as `::`. */
export function bigToIp({ version, n }: Addr): string {
  if (version === 'v4') return [24n, 16n, 8n, 0n].map((s) => (n >> s) & 255n).join('.')
  const g = Array.from({ length: 8 }, (_, i) => (n >> BigInt((7 - i) * 16)) & 0xffffn)
  let [best, bestLen] = [-1, 1]
  for (let i = 0; i < 8; i++) {
    let j = i
    while (j < 8 && g[j] === 0n) j++
    if (j - i > bestLen) [best, bestLen] = [i, j - i]
    i = Math.max(i, j)
  }
  const hex = g.map((x) => x.toString(16))
  if (best < 0) return hex.join(':')
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`
}
