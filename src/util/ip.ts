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
