import type { AlertReceiver, WebhookDeliveryAttempt, WebhookReceiver } from '@oxide/api'
import type { DeliveryRecord, Health, ReceiverRecord } from '../data/alerts'
import { db } from '../db'
import { errorResponse, invalidValue } from '../errors'
import type { Json } from '../json'
import { PROBE_CLASS, SUBSCRIPTION_PATTERN, subscriptionMatcher } from './alert-subscription'
import type { Reader } from './body'

/**
 * What the alert handlers check as Nexus does (nexus/src/app/alert.rs, webhook.rs,
 * nexus/db-model/src/alert_subscription.rs), in its words.
 */

/** Every class of the server's enum, test ones too: its "expected one of" names them all. */
export const ALL_CLASSES = [
  'probe',
  'test.foo',
  'test.foo.bar',
  'test.foo.baz',
  'test.quux.bar',
  'test.quux.bar.baz',
  'hardware.power_shelf.psu.insert',
  'hardware.power_shelf.psu.remove',
]

/** serde's refusal of a string that is no `AlertSubscription` (its `{:?}` of the value). */
export const patternProblem = (value: string) =>
  subscriptionMatcher(value)
    ? undefined
    : `alert subscription ${JSON.stringify(value)} does not match the pattern ${SUBSCRIPTION_PATTERN}`

/** `AlertSubscriptionKind::new`: an exact subscription names a class, and never `probe`. */
export function checkKind(value: string) {
  if (value.includes('*')) return
  if (!ALL_CLASSES.includes(value))
    throw invalidValue('alert_class', `expected one of [${ALL_CLASSES.join(', ')}]`)
  if (value === PROBE_CLASS)
    throw invalidValue(
      'alert_class',
      "the 'probe' alert class is a synthetic alert used only for webhook liveness probes, and is not included in alert lists and cannot be subscribed to",
    )
}

/** A subscription in a body field; serde's check, then Nexus's. */
export function readSubscription(b: Reader, field: string, value: unknown) {
  if (typeof value !== 'string')
    throw b.fail(field, `invalid type: ${typeof value}, expected a string`)
  const problem = patternProblem(value)
  if (problem) throw b.fail(field, problem)
  return value
}

/** A `subscription` path parameter: dropshot's 400 for one that does not parse. */
export function pathSubscription(value: string) {
  const problem = patternProblem(value)
  if (problem) throw errorResponse(400, null, `bad parameter in URL path: ${problem}`)
  checkKind(value)
  return value
}

/**
 * The endpoint as serde reads a `Url`, then Nexus's address policy
 * (`ensure_external_url`): no loopback address and no name in the `localhost.` zone.
 */
export function readEndpoint(b: Reader, value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw b.fail(
      'endpoint',
      /^[a-z][a-z0-9+.-]*:/i.test(value) ? 'empty host' : 'relative URL without a base',
    )
  }
  return url
}

export function checkEndpointPolicy(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const refuse = (why: string) =>
    invalidValue(
      'endpoint',
      `the URL '${url.href}' contains an address that may not be used for a webhook receiver endpoint. ${why}`,
    )
  if (/^127\./.test(host) || host === '::1')
    throw refuse(
      `IP addresses in URLs for external requests must be external to the underlay network: address ${host} is a loopback address`,
    )
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw refuse(
      `external HTTP requests may not be made to localhost (URL host ${JSON.stringify(host)} is in the "localhost." zone)`,
    )
}

/** How the mock plays a new endpoint: a `.invalid` host (RFC 2606) is never reached. */
export const healthOf = (url: URL): Health =>
  url.hostname.endsWith('.invalid') ? 'unreachable' : 'ok'

const secretsOf = (rxId: string) =>
  db.webhookSecrets
    .filter((s) => s.receiver_id === rxId)
    .map(({ id, time_created }) => ({ id, time_created }))

/** Exact subscriptions first, then globs, as Nexus reads them back. */
const subscriptionsOf = (rx: ReceiverRecord) => [
  ...rx.subscriptions.filter((s) => !s.includes('*')),
  ...rx.subscriptions.filter((s) => s.includes('*')),
]

/** What both views of a receiver hold alike. */
const common = (rx: ReceiverRecord) => ({
  id: rx.id,
  name: rx.name,
  description: rx.description,
  time_created: rx.time_created,
  time_modified: rx.time_modified,
  subscriptions: subscriptionsOf(rx),
})

export const receiverView = (rx: ReceiverRecord): Json<AlertReceiver> => ({
  ...common(rx),
  kind: { kind: 'webhook', endpoint: rx.endpoint, secrets: secretsOf(rx.id) },
})

export const webhookView = (rx: ReceiverRecord): Json<WebhookReceiver> => ({
  ...common(rx),
  endpoint: rx.endpoint,
  secrets: secretsOf(rx.id),
})

export const deliveryView = ({ settle_at: _, ...d }: DeliveryRecord) => d

type Attempt = Json<WebhookDeliveryAttempt>

/** One attempt against the mock's endpoint, as its health has it answer. */
export function attemptFor(health: Health, attempt: number, time_sent: string): Attempt {
  if (health === 'ok')
    return { attempt, result: 'succeeded', response: { status: 200, duration_ms: 72 }, time_sent }
  if (health === 'http_error')
    return {
      attempt,
      result: 'failed_http_error',
      response: { status: 500, duration_ms: 204 },
      time_sent,
    }
  const result = health === 'timeout' ? 'failed_timeout' : 'failed_unreachable'
  return { attempt, result, response: null, time_sent }
}

/**
 * Pending deliveries a resend started are done once their time comes: delivered at the first
 * attempt to a healthy endpoint, failed after three otherwise (the server's retry limit).
 */
export function settleDeliveries(now: number) {
  for (const d of db.alertDeliveries) {
    if (d.state !== 'pending' || !d.settle_at || Date.parse(d.settle_at) > now) continue
    const health = db.alertReceivers.find((r) => r.id === d.receiver_id)?.health ?? 'unreachable'
    const at = d.settle_at
    d.attempts.webhook =
      health === 'ok'
        ? [attemptFor(health, 1, at)]
        : [1, 2, 3].map((n) => attemptFor(health, n, at))
    d.state = health === 'ok' ? 'delivered' : 'failed'
    delete d.settle_at
  }
}

/** A query flag as serde_urlencoded reads a bool. */
export function queryFlag(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  throw errorResponse(
    400,
    null,
    'unable to parse query string: provided string was not `true` or `false`',
  )
}
