import { INVALID_IP, ipToBig, isIpv6 } from './ip'
import { versionLabel } from './ip-space'

/**
 * Address lot blocks as the server checks them (nexus/src/app/address_lot.rs): two addresses
 * of one family, the first not after the last. The form says so per field, before the server's
 * one message for the whole lot.
 */
export function blockAddressProblem(text: string): string | undefined {
  const value = text.trim()
  if (value.includes('%') && isIpv6(value)) return 'An address in a block has no zone (%…)'
  return ipToBig(value) ? undefined : INVALID_IP
}

/** The last address's problem beside its own: the first's family, and not before it. */
export function blockLastProblem(first: string, last: string): string | undefined {
  const own = blockAddressProblem(last)
  if (own) return own
  const a = ipToBig(first.trim())
  const b = ipToBig(last.trim())
  if (!a || !b) return undefined
  if (a.version !== b.version)
    return `Must be an ${versionLabel(a.version)} address, as the first is`
  return b.n < a.n ? 'Must not come before the first address' : undefined
}

type Bounds = { firstAddress: string; lastAddress: string }

/** The block that holds an address, if any: where a loopback or port address may come from. */
export function blockHolding<B extends Bounds>(blocks: readonly B[], ip: string): B | undefined {
  const addr = ipToBig(ip.trim())
  if (!addr) return undefined
  return blocks.find((b) => {
    const first = ipToBig(b.firstAddress)
    const last = ipToBig(b.lastAddress)
    return (
      !!first && !!last && first.version === addr.version && first.n <= addr.n && addr.n <= last.n
    )
  })
}

/** How many addresses a block holds, exactly (an IPv6 block may hold 2^64 and more). */
export function blockSizeOf(b: Bounds): bigint | undefined {
  const first = ipToBig(b.firstAddress)
  const last = ipToBig(b.lastAddress)
  return first && last ? last.n - first.n + 1n : undefined
}

export const blockText = (b: Bounds) => `${b.firstAddress}–${b.lastAddress}`
