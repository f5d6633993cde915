import { validateIpNet } from '~/util/cidr'
import { ipToBig } from '~/util/ip'

/** The server's words for a prefix it refuses (omicron `nexus/db-model/src/vpc.rs`, real-api row 25). */
export const VPC_PREFIX_REFUSED =
  'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)'

/**
 * The problem with a new VPC's IPv6 prefix, or undefined (empty leaves it to the server): a
 * network first (the spec's messages), then what the server takes, a /48 that is unique local
 * (fc00::/7, as oxnet's `is_unique_local`), so it is refused here in the server's words.
 */
export function vpcPrefixProblem(text: string): string | undefined {
  const s = text.trim()
  if (!s) return undefined
  const invalid = validateIpNet(s)
  if (invalid) return invalid
  const [address = '', width] = s.split('/')
  const addr = ipToBig(address)
  if (addr?.version !== 'v6' || width !== '48' || addr.n >> 121n !== 0x7en)
    return VPC_PREFIX_REFUSED
  return undefined
}
