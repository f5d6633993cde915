/**
 * Rust std's reading of IP addresses, for the body fields omicron types `std::net::IpAddr`,
 * `Ipv4Addr` or `Ipv6Addr`: serde 1.0.228 (serde_core/src/de/impls.rs) reads them, in a
 * human-readable format, with `deserialize_str(FromStrVisitor::new("IP address"))` (`"IPv4
 * address"`, `"IPv6 address"`): no string is `invalid type: …, expected IP address`; a string is
 * `FromStr`, whose `AddrParseError` goes through `Error::custom` from the visitor, so serde_json
 * places it after the string. The grammar and texts are std's (library/core/src/net/parser.rs,
 * rust-lang/rust at 15b6389): an IPv4 address is four decimal octets of at most three digits,
 * no leading zero, each at most 255 (and at most 15 bytes in all); an IPv6 address is up to
 * eight groups of at most four hex digits, one `::` standing for at least one zero group, and an
 * IPv4 address in place of the last two groups (not before the `::`); `IpAddr` tries IPv4, then
 * IPv6. No zone (`%`), no brackets.
 */
export type IpKind = 'ip' | 'ipv4' | 'ipv6'

export const IP_EXPECTING: { readonly [K in IpKind]: string } = {
  ip: 'IP address',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
}

const ADDR_PARSE_ERROR: { readonly [K in IpKind]: string } = {
  ip: 'invalid IP address syntax',
  ipv4: 'invalid IPv4 address syntax',
  ipv6: 'invalid IPv6 address syntax',
}

/** A parser over `s` from `at`: each reader returns the position after what it read, or -1. */
type Reader = (s: string, at: number) => number

/** `read_number`: up to `max` digits of `radix`; no leading zero unless `zeros`. */
function number(s: string, at: number, radix: 10 | 16, max: number, zeros: boolean) {
  const digit = radix === 10 ? /[0-9]/ : /[0-9a-fA-F]/
  let i = at
  while (i < s.length && digit.test(s[i] ?? '')) {
    i++
    if (i - at > max) return { end: -1, value: 0 }
  }
  if (i === at || (!zeros && s[at] === '0' && i - at > 1)) return { end: -1, value: 0 }
  return { end: i, value: Number.parseInt(s.slice(at, i), radix) }
}

/** `read_ipv4_addr`: four octets separated by `.`. */
const v4: Reader = (s, at) => {
  let i = at
  for (let n = 0; n < 4; n++) {
    if (n > 0) {
      if (s[i] !== '.') return -1
      i++
    }
    const octet = number(s, i, 10, 3, false)
    if (octet.end < 0 || octet.value > 255) return -1
    i = octet.end
  }
  return i
}

/** `read_groups`: up to `limit` groups; returns the count, the end, and whether IPv4 ended it. */
function groups(s: string, at: number, limit: number) {
  let i = at
  for (let n = 0; n < limit; n++) {
    const sep = n > 0 ? (s[i] === ':' ? i + 1 : -1) : i
    if (n < limit - 1 && sep >= 0) {
      const end = v4(s, sep)
      if (end >= 0) return { count: n + 2, end, v4: true }
    }
    const group = sep < 0 ? { end: -1 } : number(s, sep, 16, 4, true)
    if (group.end < 0) return { count: n, end: i, v4: false }
    i = group.end
  }
  return { count: limit, end: i, v4: false }
}

/** `read_ipv6_addr`. */
const v6: Reader = (s, at) => {
  const head = groups(s, at, 8)
  if (head.count === 8) return head.end
  if (head.v4 || s.slice(head.end, head.end + 2) !== '::') return -1
  return groups(s, head.end + 2, 8 - (head.count + 1)).end
}

const whole = (read: Reader, s: string) => read(s, 0) === s.length

/** std's `AddrParseError` text for `s` read as `kind`; undefined when it parses. */
export function ipProblem(s: string, kind: IpKind): string | undefined {
  const ok =
    kind === 'ipv4'
      ? s.length <= 15 && whole(v4, s)
      : kind === 'ipv6'
        ? whole(v6, s)
        : whole(v4, s) || whole(v6, s)
  return ok ? undefined : ADDR_PARSE_ERROR[kind]
}

/** An address as std holds it: IPv4 or IPv6, and its bits. */
export type StdIp = { v6: boolean; n: bigint }

const v4Bits = (s: string) => s.split('.').reduce((n, o) => (n << 8n) + BigInt(o), 0n)

/** The eight groups of an IPv6 text std took; a trailing IPv4 stands for the last two. */
function v6Bits(s: string): bigint {
  const last = s.lastIndexOf(':')
  const tail = s.slice(last + 1)
  const bits = tail.includes('.') ? v4Bits(tail) : undefined
  const text =
    bits === undefined
      ? s
      : `${s.slice(0, last + 1)}${(bits >> 16n).toString(16)}:${(bits & 0xffffn).toString(16)}`
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const zeros = Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].reduce((n, g) => (n << 16n) + BigInt(`0x${g}`), 0n)
}

/** The address std reads from `s` as `kind`; undefined where `ipProblem` refuses it. */
export function stdIp(s: string, kind: IpKind): StdIp | undefined {
  if (ipProblem(s, kind)) return undefined
  return kind !== 'ipv6' && whole(v4, s) ? { v6: false, n: v4Bits(s) } : { v6: true, n: v6Bits(s) }
}

const v4Text = (n: bigint) => [24n, 16n, 8n, 0n].map((k) => (n >> k) & 0xffn).join('.')

function v6Text(n: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(112 - 16 * i)) & 0xffffn))
  let [at, length] = [-1, 1]
  for (let i = 0, run = 0; i < 8; i++) {
    run = groups[i] === 0 ? run + 1 : 0
    if (run > length) [at, length] = [i + 1 - run, run]
  }
  const hex = groups.map((g) => g.toString(16))
  if (at < 0) return hex.join(':')
  return `${hex.slice(0, at).join(':')}::${hex.slice(at + length).join(':')}`
}

/**
 * std's `Display` (library/core/src/net/ip_addr.rs, read at rust-lang/rust 02fa0c3): IPv4 in
 * decimal octets; IPv4-mapped IPv6 as `::ffff:a.b.c.d`; other IPv6 in lowercase hex without
 * leading zeros, the first longest run of two or more zero groups written `::`.
 */
export function showStdIp({ v6, n }: StdIp): string {
  if (!v6) return v4Text(n)
  if (n >> 32n === 0xffffn) return `::ffff:${v4Text(n & 0xffffffffn)}`
  return v6Text(n)
}

/**
 * `s` as the server writes back the address it read as `kind` (std's `Display` of the `IpAddr`
 * it stored); undefined where std does not read it.
 */
export function stdIpText(s: string, kind: IpKind = 'ip'): string | undefined {
  const ip = stdIp(s, kind)
  return ip && showStdIp(ip)
}
