import { parseIpNet } from './cidr'
import { ipToBig } from './ip'

/**
 * BGP and BFD values as operators read and type them: ASNs, networks within an address lot
 * block, how long a session has been in its state, and BGP messages (maghemite's loose JSON,
 * which the API passes on as it is) in a line of words each.
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/**
 * A field of the loose JSON by its wire name: the SDK camelCases every key of an answer, this
 * one included (`hold_time` arrives as `holdTime`), so both spellings are read.
 */
const get = (o: Record<string, unknown>, snake: string) =>
  o[snake] ?? o[snake.replace(/_(.)/g, (_, c: string) => c.toUpperCase())]

/** A BGP identifier (a u32) as the dotted quad it is usually written as. */
export const routerId = (id: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(id / 2 ** shift) % 256).join('.')

const words = (s: string) => s.replace(/_/g, ' ')

function describeAttributes(attrs: unknown[]): string[] {
  return attrs.flatMap((a) => {
    const value = isRecord(a) && isRecord(a.value) ? a.value : {}
    if (typeof value.origin === 'string') return [`origin ${value.origin.toUpperCase()}`]
    if (typeof get(value, 'next_hop') === 'string')
      return [`next hop ${String(get(value, 'next_hop'))}`]
    const path = get(value, 'as_path')
    if (Array.isArray(path)) {
      const asns = path.flatMap((seg) => (isRecord(seg) ? list(seg.value) : []))
      return [`AS path ${asns.join(' ') || '(empty)'}`]
    }
    const pref = get(value, 'local_pref')
    if (typeof pref === 'number') return [`local pref ${pref}`]
    const med = get(value, 'multi_exit_disc')
    if (typeof med === 'number') return [`MED ${med}`]
    return []
  })
}

/** A notification's subcode (`{ cease: 'admin_shutdown' }`): its value, the key repeating the code. */
function subcodeText(sub: unknown): string {
  if (!isRecord(sub)) return ''
  const value = Object.values(sub)[0]
  if (typeof value === 'string') return words(value)
  return typeof value === 'number' && value > 0 ? `subcode ${value}` : ''
}

export type MessageSummary = { kind: string; detail: string }

/** A message of mgd's history in words; what it does not know it names by its tag. */
export function describeMessage(message: unknown): MessageSummary {
  if (!isRecord(message) || typeof message.type !== 'string')
    return { kind: 'Unknown', detail: 'A message the console cannot read' }
  const v = isRecord(message.value) ? message.value : {}
  switch (message.type) {
    case 'open': {
      const params = list(v.parameters).filter(isRecord)
      const caps = params.flatMap((p) => (p.type === 'capabilities' ? list(p.value) : []))
      const four = caps.find((c) => isRecord(c) && isRecord(get(c, 'four_octet_as')))
      // a four-byte ASN travels in its capability; the header holds AS_TRANS then
      const asn =
        isRecord(four) && isRecord(get(four, 'four_octet_as'))
          ? (get(four, 'four_octet_as') as Record<string, unknown>).asn
          : undefined
      const parts = [
        `AS ${String(asn ?? v.asn ?? '?')}`,
        typeof v.id === 'number' ? `router ID ${routerId(v.id)}` : '',
        typeof get(v, 'hold_time') === 'number' ? `hold time ${String(get(v, 'hold_time'))}s` : '',
      ]
      return { kind: 'Open', detail: parts.filter(Boolean).join(', ') }
    }
    case 'update': {
      const nlri = list(v.nlri).map(String)
      const withdrawn = list(v.withdrawn).map(String)
      const parts = [
        nlri.length ? `announces ${nlri.join(', ')}` : '',
        withdrawn.length ? `withdraws ${withdrawn.join(', ')}` : '',
        ...describeAttributes(list(get(v, 'path_attributes'))),
      ]
      return { kind: 'Update', detail: parts.filter(Boolean).join('; ') || 'No routes' }
    }
    case 'notification': {
      const errorCode = get(v, 'error_code')
      const code = typeof errorCode === 'string' ? words(errorCode) : 'unknown error'
      const sub = subcodeText(get(v, 'error_subcode'))
      return { kind: 'Notification', detail: sub ? `${code} (${sub})` : code }
    }
    case 'keep_alive':
    case 'keepAlive':
      return { kind: 'Keepalive', detail: '' }
    case 'route_refresh':
    case 'routeRefresh':
      return { kind: 'Route refresh', detail: '' }
    default:
      return { kind: words(message.type), detail: '' }
  }
}

export type HistoryEntry = {
  key: string
  time: Date | undefined
  direction: 'Sent' | 'Received'
  message: unknown
}

/** A peer's history (`{ sent, received }` of `{ timestamp, message }`), newest first. */
export function historyEntries(history: unknown): HistoryEntry[] {
  if (!isRecord(history)) return []
  const side = (items: unknown, direction: HistoryEntry['direction']) =>
    list(items).map((e, i): HistoryEntry => {
      const entry = isRecord(e) ? e : {}
      // the SDK turns `timestamp` into a Date; read as sent, it is ISO text
      const raw = entry.timestamp
      const stamp = raw instanceof Date ? raw : typeof raw === 'string' ? new Date(raw) : undefined
      const time = stamp && !Number.isNaN(stamp.getTime()) ? stamp : undefined
      return { key: `${direction}-${i}`, time, direction, message: entry.message }
    })
  return [...side(history.sent, 'Sent'), ...side(history.received, 'Received')].sort(
    (a, b) => (b.time?.getTime() ?? 0) - (a.time?.getTime() ?? 0),
  )
}
