import type { Span } from './handlers/ip-ranges'
import { ipProblem, showStdIp, stdIp } from './std-net'

/**
 * oxnet's network types (src/ipnet.rs, read at the newest commit a snapshot of oxnet had,
 * 1f2e9f6, whose Cargo.toml says 0.1.4; omicron locks 0.1.6, not read): `Ipv4Net` and `Ipv6Net`
 * read a String, then `FromStr`: no `/` is `missing '/' character`, then the prefix as a u8
 * (std's `ParseIntError` texts), then the address (std's, std-net.ts: `invalid IPv4 address
 * syntax`), then its range (`invalid prefix value: invalid network prefix 33`), each through
 * `serde::de::Error::custom`. `IpNet` is `#[serde(untagged)]` over the two: anything neither
 * reads is serde's `data did not match any variant of untagged enum IpNet`. `Display` is the
 * address as std writes it, `/`, the prefix.
 */
export const UNTAGGED_NET = 'data did not match any variant of untagged enum IpNet'

type NetKind = 'v4net' | 'v6net' | 'ipnet'

/** A network as read: its address `n`, prefix `width`, the block it lies in, its `Display`. */
export type Net = Span & { n: bigint; width: number; text: string }

/** std's `u8::from_str` (a leading `+` is allowed). */
function u8Problem(s: string): string | undefined {
  if (s === '') return 'cannot parse integer from empty string'
  if (!/^\+?\d+$/.test(s)) return 'invalid digit found in string'
  return Number(s.replace('+', '')) > 255 ? 'number too large to fit in target type' : undefined
}

function read(v: string, kind: 'v4net' | 'v6net'): Net | string {
  const slash = v.indexOf('/')
  if (slash < 0) return "missing '/' character"
  const [addr, prefix] = [v.slice(0, slash), v.slice(slash + 1)]
  const badPrefix = u8Problem(prefix)
  if (badPrefix) return badPrefix
  const ipKind = kind === 'v4net' ? 'ipv4' : 'ipv6'
  const ip = stdIp(addr, ipKind)
  if (!ip) return ipProblem(addr, ipKind) ?? ''
  const width = Number(prefix.replace('+', ''))
  const bits = ip.v6 ? 128 : 32
  if (width > bits) return `invalid prefix value: invalid network prefix ${width}`
  const [host, text] = [BigInt(bits - width), `${showStdIp(ip)}/${width}`]
  const first = (ip.n >> host) << host
  const last = first + (1n << host) - 1n
  return { version: ip.v6 ? 'v6' : 'v4', first, last, n: ip.n, width, text }
}

/** The network oxnet reads from `v` as `kind`; undefined where `netProblem` refuses it. */
export function parseNet(v: string, kind: NetKind = 'ipnet'): Net | undefined {
  for (const k of kind === 'ipnet' ? (['v4net', 'v6net'] as const) : [kind]) {
    const net = read(v, k)
    if (typeof net !== 'string') return net
  }
  return undefined
}

/** serde's error for a body field of an oxnet network type; undefined when it parses. */
export function netProblem(v: string, kind: NetKind): string | undefined {
  if (kind === 'ipnet') return parseNet(v) ? undefined : UNTAGGED_NET
  const net = read(v, kind)
  return typeof net === 'string' ? net : undefined
}
