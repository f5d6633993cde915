import { type StdIp, showStdIp, stdIp } from './std-net'

/**
 * omicron's checks on an address std has read (std-net.ts), for the body fields whose Rust type
 * reads an `IpAddr` and then refuses some (body-fields.ts codes `peerip`), in omicron's words at
 * 3ed2b88b12.
 */

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
