import type { User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { config } from '../config'
import { ALERT_CLASSES, type DeliveryRecord, type ReceiverRecord } from '../data/alerts'
import { db, now } from '../db'
import { internalError, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { byTimeAndId, paginated } from '../paging'
import {
  attemptFor,
  checkEndpointPolicy,
  checkKind,
  deliveryView,
  healthOf,
  pathSubscription,
  patternProblem,
  queryFlag,
  readEndpoint,
  readSubscription,
  receiverView,
  settleDeliveries,
  webhookView,
} from './alert-rules'
import { matchingClasses, subscribedTo } from './alert-subscription'
import { reader } from './body'
import { named } from './crud'
import { find, queryParseError } from './lookups'

/**
 * Alert receivers (webhooks), their subscriptions, secrets and deliveries (nexus/src/app/
 * alert.rs and webhook.rs). All fleet-level: fleet viewers read and may probe (the probe is a
 * ListChildren on the receiver), collaborators create receivers (CreateChild on the fleet),
 * admins change them (the receiver's modify and create_child, omicron.polar `FleetChild`).
 */
type Who = Json<User>
const viewer = (user: Who) => requireFleetRole(user, 'viewer')
const collaborator = (user: Who) => requireFleetRole(user, 'collaborator')
const admin = (user: Who) => requireFleetRole(user, 'admin')

const receivers = named<ReceiverRecord, unknown>({
  type: 'alert-receiver',
  items: () => db.alertReceivers,
  find: (selector) => find.alertReceiver(selector),
  canRead: viewer,
  canWrite: admin,
  siblings: () => db.alertReceivers,
})

const settleAt = () => new Date(Date.now() + config.transitionMs).toISOString()

function startResend(rx: ReceiverRecord, alert: { id: string; alert_class: string }) {
  const delivery: DeliveryRecord = {
    id: crypto.randomUUID(),
    alert_id: alert.id,
    alert_class: alert.alert_class,
    receiver_id: rx.id,
    state: 'pending',
    trigger: 'resend',
    time_started: now(),
    attempts: { webhook: [] },
    settle_at: settleAt(),
  }
  db.alertDeliveries.push(delivery)
  return delivery
}

/**
 * Alerts a probe's `resend` starts again (`rx_list_resendable_events_query`): those delivered
 * to the receiver whose every delivery (but probes) has failed.
 */
const resendable = (rx: ReceiverRecord) =>
  db.alerts.filter(
    (a) =>
      db.alertDeliveries.some((d) => d.alert_id === a.id && d.receiver_id === rx.id) &&
      !db.alertDeliveries.some(
        (d) => d.alert_id === a.id && d.state !== 'failed' && d.trigger !== 'probe',
      ),
  )

export const alertHandlers: HandlerMap = {
  alertClassList: ({ query, user }) => {
    const filter = query.filter
    if (filter !== undefined) {
      const problem = patternProblem(filter)
      if (problem) throw queryParseError(problem)
    }
    viewer(user)
    if (filter !== undefined) checkKind(filter)
    const names = ALERT_CLASSES.map((c) => c.name)
    const shown = filter === undefined ? names : matchingClasses(filter, names)
    // in the server's order (its enum's), which the token keeps by position
    const keyed = ALERT_CLASSES.filter((c) => shown.includes(c.name)).map((c) => ({
      id: String(names.indexOf(c.name)).padStart(3, '0'),
      c,
    }))
    const page = paginated({ ...query, sortBy: 'id_ascending' }, keyed)
    return { items: page.items.map((k) => ({ ...k.c })), next_page: page.next_page }
  },

  alertReceiverList: ({ query, user }) => {
    viewer(user)
    const page = paginated(query, db.alertReceivers)
    return { items: page.items.map(receiverView), next_page: page.next_page }
  },

  alertReceiverView: ({ path, user }) => receiverView(receivers.view(path.receiver, {}, user)),

  alertReceiverDelete: ({ path, user }) => {
    const rx = receivers.remove(path.receiver, {}, user)
    db.webhookSecrets = db.webhookSecrets.filter((s) => s.receiver_id !== rx.id)
    db.alertDeliveries = db.alertDeliveries.filter((d) => d.receiver_id !== rx.id)
  },

  webhookReceiverCreate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const endpoint = readEndpoint(b, b.string('endpoint'))
    const secrets = b.list('secrets').map((s, i) => {
      if (typeof s !== 'string') throw b.fail(`secrets[${i}]`, 'invalid type, expected a string')
      return s
    })
    const subscriptions = (b.array('subscriptions') ?? []).map((s, i) =>
      readSubscription(b, `subscriptions[${i}]`, s),
    )
    checkEndpointPolicy(endpoint)
    collaborator(user)
    for (const s of subscriptions) checkKind(s)
    receivers.unique(db.alertReceivers, name)
    const time = now()
    const rx: ReceiverRecord = {
      id: crypto.randomUUID(),
      name,
      description,
      endpoint: endpoint.href,
      time_created: time,
      time_modified: time,
      subscriptions: [...new Set(subscriptions)],
      health: healthOf(endpoint),
    }
    db.alertReceivers.push(rx)
    for (const secret of secrets)
      db.webhookSecrets.push({
        id: crypto.randomUUID(),
        receiver_id: rx.id,
        time_created: time,
        secret,
      })
    return json(webhookView(rx), 201)
  },

  webhookReceiverUpdate: ({ path, body, user }) => {
    const rx = receivers.writable(path.receiver, {}, user)
    const b = reader(body)
    const name = b.optName()
    const description = b.optString('description')
    const text = b.optString('endpoint')
    const url = text === undefined ? undefined : readEndpoint(b, text)
    if (url) checkEndpointPolicy(url)
    // Nexus maps this update's database errors by resource (`NotFoundByResource`), so the
    // unique index on names is an internal error there, not ObjectAlreadyExists
    if (name && name !== rx.name && db.alertReceivers.some((r) => r.name === name))
      throw internalError()
    if (name) rx.name = name
    if (description !== undefined) rx.description = description
    if (url) {
      rx.endpoint = url.href
      rx.health = healthOf(url)
    }
    rx.time_modified = now()
  },

  alertReceiverSubscriptionAdd: ({ path, body, user }) => {
    const b = reader(body)
    const subscription = readSubscription(b, 'subscription', b.value('subscription'))
    const rx = receivers.writable(path.receiver, {}, user)
    checkKind(subscription)
    // adding one it has is no error (the insert does nothing on conflict)
    if (!rx.subscriptions.includes(subscription)) rx.subscriptions.push(subscription)
    return json({ subscription }, 201)
  },

  alertReceiverSubscriptionRemove: ({ path, user }) => {
    const subscription = pathSubscription(path.subscription)
    const rx = receivers.writable(path.receiver, {}, user)
    // removing one it does not have deletes nothing, and is no error either
    rx.subscriptions = rx.subscriptions.filter((s) => s !== subscription)
  },

  alertDeliveryList: ({ path, query, user }) => {
    const flags = {
      pending: queryFlag(query.pending),
      failed: queryFlag(query.failed),
      delivered: queryFlag(query.delivered),
    }
    const rx = receivers.view(path.receiver, {}, user)
    settleDeliveries(Date.now())
    const values = Object.values(flags)
    const all = values.every((v) => v === undefined) || values.every((v) => v === true)
    // only the states asked for with `true`; none asked for (all false) filters nothing
    const states = all ? [] : (['pending', 'failed', 'delivered'] as const).filter((s) => flags[s])
    const items = db.alertDeliveries.filter(
      (d) =>
        d.receiver_id === rx.id &&
        d.trigger !== 'probe' &&
        (states.length === 0 || (states as readonly string[]).includes(d.state)),
    )
    // by (time started, id), as `PaginatedByTimeAndId`, oldest first by default
    const page = paginated(
      query,
      items,
      byTimeAndId((d) => d.time_started),
    )
    return { items: page.items.map(deliveryView), next_page: page.next_page }
  },

  alertDeliveryResend: ({ path, query, user }) => {
    const rx = receivers.writable(query.receiver, {}, user)
    const alert = db.alerts.find((a) => a.id === path.alertId)
    if (!alert) throw lookupNotFound('alert', path.alertId, true)
    if (!subscribedTo(rx.subscriptions, alert.alert_class))
      throw invalidRequest(
        `cannot resend alert: receiver is not subscribed to the '${alert.alert_class}' alert class`,
      )
    return json({ delivery_id: startResend(rx, alert).id }, 201)
  },

  alertReceiverProbe: ({ path, query, user }) => {
    const resend = queryFlag(query.resend) ?? false
    const rx = receivers.view(path.receiver, {}, user)
    const time = now()
    const attempt = attemptFor(rx.health, 1, time)
    const succeeded = attempt.result === 'succeeded'
    // the probe is sent there and then, and not stored as a delivery
    const probe = {
      id: crypto.randomUUID(),
      alert_id: crypto.randomUUID(),
      alert_class: 'probe',
      receiver_id: rx.id,
      state: succeeded ? ('delivered' as const) : ('failed' as const),
      trigger: 'probe' as const,
      time_started: time,
      attempts: { webhook: [attempt] },
    }
    const resends = resend && succeeded ? resendable(rx).map((a) => startResend(rx, a)) : null
    return { probe, resends_started: resends ? resends.length : null }
  },

  webhookSecretsList: ({ query, user }) => {
    if (!query.receiver) throw queryParseError('missing field `receiver`')
    const rx = receivers.view(query.receiver, {}, user)
    return { secrets: receiverView(rx).kind.secrets }
  },

  webhookSecretsAdd: ({ query, body, user }) => {
    if (!query.receiver) throw queryParseError('missing field `receiver`')
    const secret = reader(body).string('secret')
    const rx = receivers.writable(query.receiver, {}, user)
    const record = { id: crypto.randomUUID(), receiver_id: rx.id, time_created: now(), secret }
    db.webhookSecrets.push(record)
    return json({ id: record.id, time_created: record.time_created }, 201)
  },

  webhookSecretsDelete: ({ path, user }) => {
    const secret = db.webhookSecrets.find((s) => s.id === path.secretId)
    if (!secret) throw lookupNotFound('webhook-secret', path.secretId, true)
    admin(user)
    db.webhookSecrets = db.webhookSecrets.filter((s) => s !== secret)
  },
}
