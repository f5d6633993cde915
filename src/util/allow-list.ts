import { parseIpNet } from './cidr'
import { INVALID_IP, ipToBig } from './ip'

/**
 * The allow-list of source addresses (nexus/src/app/allow_list.rs) as the form edits it: one
 * entry per line, an address or a network; a bare address stands for itself alone (/32, /128).
 */
export const entriesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((e) => e.trim())
    .filter(Boolean)

/** An entry as the API takes it, an `IpNet`; a bare address gets its full width. */
export function toNet(entry: string): string {
  if (entry.includes('/')) return entry
  const addr = ipToBig(entry)
  return addr ? `${entry}/${addr.version === 'v4' ? 32 : 128}` : entry
}

/** What the server would refuse in an entry, in the form's words; undefined when fine. */
export function entryProblem(entry: string): string | undefined {
  if (!entry.includes('/') && !ipToBig(entry)) return `${entry}: ${INVALID_IP}`
  const parsed = parseIpNet(toNet(entry))
  if (!parsed.ok) return `${entry}: ${parsed.message}`
  const addr = ipToBig(parsed.net.address)
  if (!addr) return `${entry}: ${INVALID_IP}`
  if (addr.n === 0n)
    return `${entry}: the unspecified address is refused; choose "Any source" instead`
  if (parsed.net.width === 0)
    return `${entry}: a /0 network is refused; choose "Any source" instead`
  return undefined
}

/** The server's limit (4 firewall rules of 256 hosts each). */
export const MAX_ENTRIES = 1024

/** Whether an entry holds the address. */
export function holds(entry: string, ip: string): boolean {
  const parsed = parseIpNet(toNet(entry))
  const addr = ipToBig(ip.trim())
  if (!parsed.ok || !addr) return false
  const base = ipToBig(parsed.net.address)
  if (!base || base.version !== addr.version) return false
  const shift = BigInt((addr.version === 'v4' ? 32 : 128) - parsed.net.width)
  return base.n >> shift === addr.n >> shift
}

/**
 * Would saving these entries shut out the address the user says their requests come from?
 * 'unknown' when they gave none: the console cannot see it (the API never tells a client its
 * address, and the page's own host is the rack's address, not the user's).
 */
export function lockOut(
  entries: readonly string[],
  myAddress: string,
): 'admitted' | 'excluded' | 'unknown' {
  if (!ipToBig(myAddress.trim())) return 'unknown'
  return entries.some((e) => holds(e, myAddress)) ? 'admitted' : 'excluded'
}
