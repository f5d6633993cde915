import { parseIpNet } from './cidr'
import { ipToBig } from './ip'

/**
 * BGP and BFD values as operators read and type them: ASNs, networks within an address lot
 * block, how long a session has been in its state (BGP messages in words: bgp-history.ts).
 */

export const ASN_MAX = 4294967295

/** An ASN as typed: a whole number, 1 to 4,294,967,295 (four-byte ASNs; 0 is reserved). */
export function asnProblem(text: string): string | undefined {
  const t = text.trim()
  if (t === '') return 'ASN is required'
  if (!/^\d+$/.test(t)) return 'ASN must be a whole number'
  const n = Number(t)
  if (n < 1 || n > ASN_MAX) return 'ASN must be between 1 and 4294967295'
  return undefined
}

/** An ASN as mgd reports it: 0 until the peer's OPEN has told it. */
export const formatAsn = (asn: number) => (asn === 0 ? 'Not learned yet' : String(asn))

/** `3d 4h`, `5h 12m`, `12m 4s`, `47s`: the two largest units, never more. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  const parts: [number, string][] = [
    [Math.floor(s / 86400), 'd'],
    [Math.floor((s % 86400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ]
  const first = parts.findIndex(([n]) => n > 0)
  if (first === -1) return '0s'
  return parts
    .slice(first, first + 2)
    .filter(([n], i) => i === 0 || n > 0)
    .map(([n, unit]) => `${n}${unit}`)
    .join(' ')
}

export type LotBlock = { id: string; firstAddress: string; lastAddress: string }

/** The first and last address of a network, as numbers (the host bits ignored). */
export function networkSpan(text: string) {
  const parsed = parseIpNet(text)
  if (!parsed.ok) return undefined
  const addr = ipToBig(parsed.net.address)
  if (!addr) return undefined
  const bits = BigInt(parsed.net.version === 'v4' ? 32 : 128)
  const size = 1n << (bits - BigInt(parsed.net.width))
  const first = addr.n - (addr.n % size)
  return { version: addr.version, first, last: first + size - 1n }
}

/** Whether the whole network lies within the block. */
export function networkInBlock(network: string, block: LotBlock): boolean {
  const span = networkSpan(network)
  const first = ipToBig(block.firstAddress)
  const last = ipToBig(block.lastAddress)
  if (!span || !first || !last || first.version !== span.version) return false
  return span.first >= first.n && span.last <= last.n
}

/** A network for an announcement: a valid CIDR that lies within the chosen block. */
export function announcementProblem(network: string, block: LotBlock | undefined) {
  const parsed = parseIpNet(network.trim())
  if (!parsed.ok) return parsed.message
  if (block && !networkInBlock(network.trim(), block))
    return `Must lie within the block ${block.firstAddress} – ${block.lastAddress}`
  return undefined
}

/**
 * The block an announcement is drawn from. The API does not keep it (it stores another id in
 * its place), so it is the first block that holds the whole network.
 */
export const blockOf = (network: string, blocks: readonly LotBlock[]) =>
  blocks.find((b) => networkInBlock(network, b))

/** A BGP identifier (a u32) as the dotted quad it is usually written as. */
export const routerId = (id: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(id / 2 ** shift) % 256).join('.')
