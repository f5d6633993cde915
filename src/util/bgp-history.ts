import { routerId } from './bgp'

/**
 * BGP messages of a peer's history (maghemite's loose JSON, which the API passes on as it is)
 * in a line of words each: the message history tab's, apart from what the forms check.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/**
 * A field of the loose JSON by its wire name: the SDK camelCases every key of an answer, this
 * one included (`hold_time` arrives as `holdTime`), so both spellings are read.
 */
const get = (o: Record<string, unknown>, snake: string) =>
  o[snake] ?? o[snake.replace(/_(.)/g, (_, c: string) => c.toUpperCase())]

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
