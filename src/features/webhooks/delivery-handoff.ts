import type { AlertDelivery, AlertReceiver } from '@oxide/api'
import { type HandoffField, handoffText } from '~/util/handoff'

/**
 * A delivery's support handoff (`util/handoff.ts`): what support needs to find it in Nexus's
 * records and the receiver's logs. Keys in a fixed order; each attempt its own line, with the
 * result as the API names it, the HTTP status and time taken when there was a response. Times
 * are ISO 8601 in UTC.
 */
export function deliveryHandoff(
  d: AlertDelivery,
  rx: Pick<AlertReceiver, 'id' | 'name'> & { kind: { endpoint: string } },
): string {
  const attempts = d.attempts.webhook
  const last = attempts.at(-1)
  return handoffText('Oxide webhook delivery', [
    ['Delivery ID', d.id],
    ['Alert ID', d.alertId],
    ['Time', d.timeStarted.toISOString()],
    ['Receiver', `${rx.name} (${rx.id})`],
    ['Endpoint', rx.kind.endpoint],
    ['Alert class', d.alertClass],
    ['Trigger', d.trigger],
    ['State', d.state],
    ['Error', last && last.result !== 'succeeded' ? last.result : undefined],
    ['Attempts', attempts.length],
    ...attempts.map(
      (a): HandoffField => [
        `Attempt ${a.attempt}`,
        [
          a.result,
          a.response ? `HTTP ${a.response.status}` : 'no response',
          a.response ? `${a.response.durationMs} ms` : undefined,
          a.timeSent.toISOString(),
        ]
          .filter(Boolean)
          .join(', '),
      ],
    ),
  ])
}
