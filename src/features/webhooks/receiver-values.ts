import type { AlertReceiver, WebhookCreate, WebhookReceiverUpdate } from '@oxide/api'
import { req } from '~/api/request'
import { subscriptionProblem } from '~/util/alert-subscription'

/** The create and edit forms' values; subscriptions are typed one per line. */
export type ReceiverValues = {
  name: string
  description: string
  endpoint: string
  secret: string
  subscriptions: string
}

/**
 * An endpoint the server takes: an http or https URL with a host, which is neither a loopback
 * address nor `localhost` (Nexus refuses those: they would reach the rack itself).
 */
export function endpointProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Must be a URL, such as https://hooks.example.com/oxide'
  }
  if (!['http:', 'https:'].includes(url.protocol)) return 'Must be an http or https URL'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1')
    return 'Must not be a loopback address or localhost: the rack cannot send to itself'
  return undefined
}

/** The lines of the subscriptions field, trimmed, blank lines left out, each once. */
export const subscriptionLines = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  ),
]

/** The first line the server would refuse, with the reason; undefined when all are fine. */
export function subscriptionsProblem(text: string, classes: readonly string[]) {
  for (const line of subscriptionLines(text)) {
    const problem = subscriptionProblem(line, classes)
    if (problem) return `${line}: ${problem}`
  }
  return undefined
}

export const createBody = (v: ReceiverValues): WebhookCreate => ({
  name: v.name,
  description: v.description,
  endpoint: v.endpoint.trim(),
  secrets: [v.secret],
  subscriptions: subscriptionLines(v.subscriptions),
})

export const updateBody = (
  v: Omit<ReceiverValues, 'secret' | 'subscriptions'>,
): WebhookReceiverUpdate => ({
  name: v.name,
  description: v.description,
  endpoint: v.endpoint.trim(),
})

/**
 * The edit form's requests: the receiver's own fields (one PUT), then one call per
 * subscription added or removed, as the API changes them one at a time.
 */
export function editPlan(receiver: AlertReceiver, v: ReceiverValues) {
  const path = { receiver: receiver.id }
  const wanted = subscriptionLines(v.subscriptions)
  return [
    req('webhookReceiverUpdate', { path, body: updateBody(v) }),
    ...wanted
      .filter((s) => !receiver.subscriptions.includes(s))
      .map((subscription) => req('alertReceiverSubscriptionAdd', { path, body: { subscription } })),
    ...receiver.subscriptions
      .filter((s) => !wanted.includes(s))
      .map((subscription) =>
        req('alertReceiverSubscriptionRemove', { path: { ...path, subscription } }),
      ),
  ]
}
