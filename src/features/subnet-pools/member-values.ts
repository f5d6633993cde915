import type { IpVersion, SubnetPoolMemberAdd } from '@oxide/api'
import type { NumberEntry } from '~/ui/number-input'
import { hostBitsHint, parseIpNet } from '~/util/cidr'
import { versionLabel } from '~/util/ip-space'

/**
 * A subnet pool member: a block of the pool's version (`SubnetPoolMember::new` in omicron
 * refuses host bits and prefix lengths outside the block's and the family's), and the prefix
 * lengths of what may be allocated from it. What only the server knows (an overlap with any
 * member or IP pool range) comes back from it.
 */
export type MemberValues = {
  subnet: string
  minPrefixLength: NumberEntry
  maxPrefixLength: NumberEntry
}

const BITS: Record<IpVersion, number> = { v4: 32, v6: 128 }

/** The subnet field's problem: the CIDR's own, the pool's family, then host bits. */
export function memberSubnetProblem(text: string, pool: IpVersion): string | undefined {
  const parsed = parseIpNet(text.trim())
  if (!parsed.ok) return parsed.message
  if (parsed.net.version !== pool)
    return `Must be an ${versionLabel(pool)} subnet: this pool is ${versionLabel(pool)}`
  return hostBitsHint(text)
}

/** The subnet's prefix length, when the text is a subnet. */
export function prefixOf(text: string): number | undefined {
  const parsed = parseIpNet(text.trim())
  return parsed.ok ? parsed.net.width : undefined
}

/** A prefix length field's problem beyond its bounds: no shorter than the subnet's own. */
export function prefixProblem(n: number, subnet: string): string | undefined {
  const width = prefixOf(subnet)
  return width !== undefined && n < width
    ? `Must be at least the subnet’s prefix length (/${width})`
    : undefined
}

/** The maximum's problem beyond that: no smaller than the minimum. */
export function maxPrefixProblem(n: number, values: MemberValues): string | undefined {
  const min = values.minPrefixLength
  return (
    prefixProblem(n, values.subnet) ??
    (typeof min === 'number' && n < min ? 'Must be no less than the minimum' : undefined)
  )
}

/** The body: a length left empty is left out, and the server takes its default. */
export function memberBody(values: MemberValues): SubnetPoolMemberAdd {
  const { minPrefixLength: min, maxPrefixLength: max } = values
  return {
    subnet: values.subnet.trim(),
    ...(typeof min === 'number' && { minPrefixLength: min }),
    ...(typeof max === 'number' && { maxPrefixLength: max }),
  }
}

/** The largest prefix length of a family: the bound of both fields. */
export const maxBits = (v: IpVersion) => BITS[v]

/** The number of addresses of a subnet (`198.18.0.0/16`: 65,536). */
export function subnetSize(text: string): bigint | undefined {
  const parsed = parseIpNet(text)
  if (!parsed.ok) return undefined
  return 1n << BigInt(BITS[parsed.net.version] - parsed.net.width)
}

/** Server errors about the subnet itself: the family, host bits, an overlap. */
export const subnetErrorField = (message: string) =>
  /\bIP subnet\b|^Cannot add IP/.test(message) ? 'subnet' : undefined
