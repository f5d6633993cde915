import { type StdIp, showStdIp, stdIp } from './std-net'

/**
 * omicron's checks on an address std has read (std-net.ts), for the body fields whose Rust type
 * reads an `IpAddr` and then refuses some (body-fields.ts codes `peerip`, `srcips`), in omicron's
 * words at 3ed2b88b12.
 */

/** What std reads first for each of these body-fields.ts codes (body-walk.ts). */
export const STD_READ: ReadonlyMap<string, string> = new Map([
  ['peerip', 'ip'],
  ['srcips', '[ip'],
])

/** The check of code `code` on a value std read. */
export const checkedIp = (code: string, v: unknown) =>
  code === 'peerip' ? routerPeerProblem(`${v}`) : sourceIpsProblem(v as string[])

const V4_LOOPBACK = (n: bigint) => n >> 24n === 127n
const V4_MULTICAST = (n: bigint) => n >> 28n === 0xen
const V6_MULTICAST = (n: bigint) => n >> 120n === 0xffn

/**
 * `RouterPeerIpAddr` (sled-agent/types/versions/src/stronger_bgp_unnumbered_types/
 * early_networking.rs): its `Deserialize` reads an `IpAddr`, then `TryFrom<IpAddr>` refuses, in
 * this order, IPv4 loopback, multicast, broadcast, unspecified; IPv6 loopback, multicast,
 * unspecified, unicast link-local (fe80::/10), IPv4-mapped (::ffff:0:0/96). The error is
 * `Error::custom(InlineErrorChain::new(&err))`: slog-error-chain (at 15f6904, the commit omicron
 * locks) writes the error, then each `source()` after `: `; `RouterPeerIpAddrError` is
 * ``invalid router peer address `{ip}` `` (std's `Display`), its source an `InvalidIpAddrError`.
 * Undefined for a peer address it takes, or for a text std refuses (std's error comes first).
 */
export function routerPeerProblem(text: string): string | undefined {
  const ip = stdIp(text, 'ip')
  const why = ip && peerRefusal(ip)
  return why && `invalid router peer address \`${showStdIp(ip)}\`: ${why}`
}

function peerRefusal({ v6, n }: StdIp): string | undefined {
  if (!v6) {
    if (V4_LOOPBACK(n)) return 'loopback address is not allowed'
    if (V4_MULTICAST(n)) return 'multicast addresses are not allowed'
    if (n === 0xffffffffn) return 'IPv4 broadcast address is not allowed'
    if (n === 0n) return 'unspecified address is not allowed'
    return undefined
  }
  if (n === 1n) return 'loopback address is not allowed'
  if (V6_MULTICAST(n)) return 'multicast addresses are not allowed'
  if (n === 0n) return 'unspecified address is not allowed'
  if (n >> 118n === 0x3fan) return 'IPv6 unicast link-local addresses are not allowed'
  if (n >> 32n === 0xffffn) return 'IPv4-mapped IPv6 addresses are not allowed'
  return undefined
}

/**
 * The multicast joins' `source_ips` (nexus/types/versions/src/initial/multicast.rs
 * `validate_source_ips_param`, the `deserialize_with` of `InstanceMulticastGroupJoin` and
 * `MulticastGroupJoinSpec` in multicast_implicit_lifecycle_updates/multicast.rs): the whole
 * `Option<Vec<IpAddr>>` is read first (std's errors, at `source_ips[i]`), then each address in
 * turn goes through `validate_source_ip` (impls/multicast.rs), whose `String` is the
 * `Error::custom`: a multicast address is ``{addr} is not a unicast address``; IPv4 loopback,
 * broadcast, unspecified, link-local (169.254/16), IPv6 loopback, unspecified, fe80::/10 are
 * ``{addr} is a special-use address`` (std's `Display`). The first refusal, for addresses std
 * read; undefined when it takes them all.
 */
export function sourceIpsProblem(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const ip = stdIp(text, 'ip')
    if (!ip) continue
    const { v6, n } = ip
    if (v6 ? V6_MULTICAST(n) : V4_MULTICAST(n)) return `${showStdIp(ip)} is not a unicast address`
    const special = v6
      ? n <= 1n || n >> 118n === 0x3fan
      : V4_LOOPBACK(n) || n === 0xffffffffn || n === 0n || n >> 16n === 0xa9fen
    if (special) return `${showStdIp(ip)} is a special-use address`
  }
  return undefined
}
