import { bigToIp, INVALID_IP, type IpVersion, ipToBig, ipVersion } from './ip'

/** IP networks in CIDR notation (spec section 5), with the spec's messages. */
export const CIDR_NEEDS_SLASH = 'Must contain an IP address and a width, separated by a /'
export const WIDTH_NOT_INTEGER = 'Width must be an integer'
export const MAX_WIDTH_V4 = 'Max width for IPv4 is 32'
export const MAX_WIDTH_V6 = 'Max width for IPv6 is 128'

export type IpNet = { version: IpVersion; address: string; width: number }
export type IpNetResult = { ok: true; net: IpNet } | { ok: false; message: string }

const MAX_WIDTH: Record<IpVersion, number> = { v4: 32, v6: 128 }

/**
 * `10.0.0.0/8` or `fd00::/64`. The checks run in the order a user fixes them: the slash, the
 * address, then the width (digits only, at most 32 for IPv4 and 128 for IPv6).
 */
export function parseIpNet(s: string): IpNetResult {
  const parts = s.split('/')
  if (parts.length !== 2) return { ok: false, message: CIDR_NEEDS_SLASH }
  const [address = '', widthText = ''] = parts
  const version = ipVersion(address)
  if (!version) return { ok: false, message: INVALID_IP }
  if (!/^\d+$/.test(widthText)) return { ok: false, message: WIDTH_NOT_INTEGER }
  // digits only, so any length parses; a long run of digits is simply too wide
  const width = Number(widthText)
  if (width > MAX_WIDTH[version])
    return { ok: false, message: version === 'v4' ? MAX_WIDTH_V4 : MAX_WIDTH_V6 }
  return { ok: true, net: { version, address, width } }
}

/** A form validator: undefined when valid, else the spec's message. */
export function validateIpNet(s: string): string | undefined {
  const result = parseIpNet(s)
  return result.ok ? undefined : result.message
}

/**
 * A hint for a network written with host bits set (`10.1.0.5/24`): the server takes it, but
 * the subnet is the network it lies in (`10.1.0.0/24`); undefined for any other text.
 */
export function hostBitsHint(text: string): string | undefined {
  const result = parseIpNet(text.trim())
  if (!result.ok) return undefined
  const { address, width } = result.net
  const addr = ipToBig(address)
  if (!addr) return undefined
  const hostBits = BigInt((addr.version === 'v4' ? 32 : 128) - width)
  const network = (addr.n >> hostBits) << hostBits
  if (network === addr.n) return undefined
  return `Host bits are set: the subnet is ${bigToIp({ version: addr.version, n: network })}/${width}`
}
