import type { AlertDelivery, WebhookDeliveryAttempt } from '@oxide/api'
import type { Json } from '../json'
import { uid } from './ids'

/**
 * Alerts and their receivers (nexus/src/app/alert.rs, webhook.rs). The alert classes are the
 * server's (nexus/types/src/alert.rs) in its order; the `test.*` ones are left out of the public
 * list outside omicron's own tests, so the mock never shows them. A receiver's secrets keep their
 * values, which no answer holds; `health` is how the mock plays the receiver's endpoint (probes
 * and resends follow it), also never answered.
 */
export const ALERT_CLASSES = [
  {
    name: 'probe',
    description:
      'Synthetic events sent for webhook receiver liveness probes.\nReceivers should return 2xx HTTP responses for these events, but they should NOT be treated as notifications of an actual event in the system.',
  },
  {
    name: 'hardware.power_shelf.psu.insert',
    description: 'A power supply unit (PSU) has been inserted into a power shelf',
  },
  {
    name: 'hardware.power_shelf.psu.remove',
    description: 'A power supply unit (PSU) has been removed from a power shelf',
  },
] as const

export type Health = 'ok' | 'http_error' | 'unreachable' | 'timeout'

export type ReceiverRecord = {
  id: string
  name: string
  description: string
  endpoint: string
  time_created: string
  time_modified: string
  /** Exact classes and globs, as added. */
  subscriptions: string[]
  health: Health
}

export type SecretRecord = { id: string; receiver_id: string; time_created: string; secret: string }
export type AlertRecord = { id: string; alert_class: string; time_created: string }
/** A delivery; `settle_at` (mock only) is when a pending one started by a resend is done. */
export type DeliveryRecord = Json<AlertDelivery> & { settle_at?: string }
type Attempt = Json<WebhookDeliveryAttempt>

const ID = { receiver: 'a1e70000', secret: 'a1e71000', alert: 'a1e72000', delivery: 'a1e73000' }

const day = (d: number, time: string) => `2026-11-${String(d).padStart(2, '0')}T${time}Z`

export const receiver = (
  n: number,
  name: string,
  description: string,
  endpoint: string,
  subscriptions: string[],
  health: Health,
): ReceiverRecord => ({
  id: uid(ID.receiver, n),
  name,
  description,
  endpoint,
  time_created: day(2, '09:00:00'),
  time_modified: day(2, '09:00:00'),
  subscriptions,
  health,
})

export const pagerBridge = receiver(
  1,
  'pager-bridge',
  'Hardware alerts to the on-call pager',
  'https://alerts.example.com/oxide/webhook',
  ['hardware.**'],
  'ok',
)
export const opsChat = receiver(
  2,
  'ops-chat',
  'PSU removals to the operations channel',
  'https://chat.example.net/hooks/oxide',
  ['hardware.power_shelf.psu.remove'],
  'http_error',
)
export const legacySiem = receiver(
  3,
  'legacy-siem',
  '',
  'https://siem.example.org:8443/ingest',
  ['hardware.power_shelf.psu.insert', 'hardware.power_shelf.*.remove'],
  'unreachable',
)

const secret = (n: number, rx: ReceiverRecord, value: string): SecretRecord => ({
  id: uid(ID.secret, n),
  receiver_id: rx.id,
  time_created: rx.time_created,
  secret: value,
})

const alert = (n: number, alert_class: string, time: string): AlertRecord => ({
  id: uid(ID.alert, n),
  alert_class,
  time_created: time,
})

const INSERT = 'hardware.power_shelf.psu.insert'
const REMOVE = 'hardware.power_shelf.psu.remove'

export const alertSeed: AlertRecord[] = [
  alert(1, REMOVE, day(20, '03:12:09')),
  alert(2, INSERT, day(20, '04:40:51')),
  alert(3, REMOVE, day(24, '22:05:30')),
  alert(4, INSERT, day(25, '21:58:02')),
]

const ok = (attempt: number, time_sent: string, ms = 84): Attempt => ({
  attempt,
  result: 'succeeded',
  response: { status: 200, duration_ms: ms },
  time_sent,
})
const httpError = (attempt: number, time_sent: string, status = 500, ms = 212): Attempt => ({
  attempt,
  result: 'failed_http_error',
  response: { status, duration_ms: ms },
  time_sent,
})
const unreachable = (attempt: number, time_sent: string): Attempt => ({
  attempt,
  result: 'failed_unreachable',
  response: null,
  time_sent,
})
const timeout = (attempt: number, time_sent: string): Attempt => ({
  attempt,
  result: 'failed_timeout',
  response: null,
  time_sent,
})

let deliveryN = 0
const delivery = (
  rx: ReceiverRecord,
  a: AlertRecord,
  state: DeliveryRecord['state'],
  attempts: Attempt[],
  trigger: DeliveryRecord['trigger'] = 'alert',
  time_started = a.time_created,
): DeliveryRecord => ({
  id: uid(ID.delivery, ++deliveryN),
  alert_id: a.id,
  alert_class: a.alert_class,
  receiver_id: rx.id,
  state,
  trigger,
  time_started,
  attempts: { webhook: attempts },
})

function deliveries(): DeliveryRecord[] {
  deliveryN = 0
  const [a1, a2, a3, a4] = alertSeed as [AlertRecord, AlertRecord, AlertRecord, AlertRecord]
  return [
    // pager-bridge: a failure while its endpoint was down, then delivered on a resend
    delivery(pagerBridge, a1, 'failed', [
      httpError(1, day(20, '03:12:10'), 503, 31),
      httpError(2, day(20, '03:13:10'), 503, 28),
      timeout(3, day(20, '03:15:10')),
    ]),
    delivery(
      pagerBridge,
      a1,
      'delivered',
      [ok(1, day(20, '08:01:02'))],
      'resend',
      day(20, '08:01:01'),
    ),
    delivery(pagerBridge, a2, 'delivered', [ok(1, day(20, '04:40:52'), 97)]),
    delivery(pagerBridge, a3, 'delivered', [ok(1, day(24, '22:05:31'), 66)]),
    delivery(pagerBridge, a4, 'pending', []),
    // ops-chat: its endpoint answers 500 since the 24th
    delivery(opsChat, a1, 'delivered', [ok(1, day(20, '03:12:10'), 143)]),
    delivery(opsChat, a3, 'failed', [
      httpError(1, day(24, '22:05:31')),
      httpError(2, day(24, '22:06:31'), 500, 187),
      timeout(3, day(24, '22:08:31')),
    ]),
    // legacy-siem: unreachable from the rack
    delivery(legacySiem, a2, 'failed', [
      unreachable(1, day(20, '04:40:52')),
      unreachable(2, day(20, '04:41:52')),
      unreachable(3, day(20, '04:43:52')),
    ]),
    delivery(legacySiem, a3, 'failed', [
      unreachable(1, day(24, '22:05:31')),
      unreachable(2, day(24, '22:06:31')),
      unreachable(3, day(24, '22:08:31')),
    ]),
    delivery(legacySiem, a4, 'pending', [unreachable(1, day(25, '21:58:03'))]),
  ]
}

/** The collections db.ts holds. */
export function alertsSeed() {
  return {
    alertReceivers: [pagerBridge, opsChat, legacySiem],
    webhookSecrets: [
      secret(1, pagerBridge, 'pager-bridge-signing-key-2026'),
      secret(2, opsChat, 'ops-chat-key-a'),
      secret(3, opsChat, 'ops-chat-key-b'),
      secret(4, legacySiem, 'legacy-siem-key'),
    ],
    alerts: alertSeed.map((a) => ({ ...a })),
    alertDeliveries: deliveries(),
  }
}

/** Subscriptions the server refuses (omicron: alert_subscription.rs `test_invalid_subscription_parsing`). */
export const REFUSED_SUBSCRIPTIONS = [
  'foo..bar',
  '.foo.bar',
  '',
  '..',
  'foo.***',
  '*****',
  'foo.bar*.baz',
  'foo*',
]
