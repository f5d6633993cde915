import { isIpv4, v6ToBig } from './handlers/net-math'

/**
 * serde's error for a body field of oxnet's network types (src/ipnet.rs, read at the newest
 * commit a snapshot of oxnet had, 1f2e9f6, whose Cargo.toml says 0.1.4; omicron locks 0.1.6,
 * not read): `Ipv4Net` and `Ipv6Net` read a String, then `FromStr`: no `/` is
 * `missing '/' character`, then the prefix as a u8 (std's `ParseIntError` texts), then the
 * address (std's `AddrParseError`: `invalid IPv4 address syntax`), then its range
 * (`invalid prefix value: invalid network prefix 33`), each through `serde::de::Error::custom`.
 * `IpNet` is `#[serde(untagged)]` over the two: anything neither reads is serde's
 * `data did not match any variant of untagged enum IpNet`. Undefined when it parses.
 */
export const UNTAGGED_NET = 'data did not match any variant of untagged enum IpNet'

export function netProblem(v: string, kind: 'v4net' | 'v6net' | 'ipnet'): string | undefined {
  if (kind === 'ipnet') return parse(v, 'v4net') && parse(v, 'v6net') ? UNTAGGED_NET : undefined
  return parse(v, kind)
}

/** std's `u8::from_str` (a leading `+` is allowed). */
function u8Problem(s: string): string | undefined {
  if (s === '') return 'cannot parse integer from empty string'
  if (!/^\+?\d+$/.test(s)) return 'invalid digit found in string'
  return Number(s.replace('+', '')) > 255 ? 'number too large to fit in target type' : undefined
}

function parse(v: string, kind: 'v4net' | 'v6net'): string | undefined {
  const slash = v.indexOf('/')
  if (slash < 0) return "missing '/' character"
  const [addr, prefix] = [v.slice(0, slash), v.slice(slash + 1)]
  const badPrefix = u8Problem(prefix)
  if (badPrefix) return badPrefix
  const v4 = kind === 'v4net'
  if (v4 ? !isIpv4(addr) : !addr.includes(':') || v6ToBig(addr) === undefined)
    return `invalid IPv${v4 ? 4 : 6} address syntax`
  const width = Number(prefix.replace('+', ''))
  return width > (v4 ? 32 : 128)
    ? `invalid prefix value: invalid network prefix ${width}`
    : undefined
}
