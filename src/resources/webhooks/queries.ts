import type { AlertDeliveryState } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/*
 * Alert receivers (webhooks), fleet-level: fleet viewers read and may probe, collaborators
 * create, admins change (`FLEET_ROLE_NEEDED.webhooks`). The API names them by name or id.
 */

export const receiverList = (page: PageParams) => listQ('alertReceiverList', {}, page)
export const receiverView = (receiver: string) => q('alertReceiverView', { path: { receiver } })
/** Every receiver, for the edit form's name check (a rack has a handful). */
export const allReceivers = () => q('alertReceiverList', { query: { limit: PICKER_LIMIT } })
/** The classes subscriptions may name (a handful: one page holds them all). */
export const alertClasses = () => q('alertClassList', { query: { limit: PICKER_LIMIT } })
export const secretList = (receiver: string) => q('webhookSecretsList', { query: { receiver } })

/** The deliveries tab's filter: all, or the deliveries in one state. */
export type DeliveryFilter = AlertDeliveryState | 'all'
export const DELIVERY_FILTERS: readonly DeliveryFilter[] = ['all', 'failed', 'pending', 'delivered']
export const readDeliveryFilter = (value: string | null): DeliveryFilter =>
  DELIVERY_FILTERS.find((f) => f === value) ?? 'all'

/**
 * A receiver's deliveries, newest first. The API pages them by time (not by name), so the
 * table's own name order does not apply; one state is asked with its flag set.
 */
export const deliveryList = (receiver: string, filter: DeliveryFilter, page: PageParams) =>
  listQ(
    'alertDeliveryList',
    {
      path: { receiver },
      query: { sortBy: 'time_and_id_descending', ...(filter !== 'all' && { [filter]: true }) },
    },
    { limit: page.limit, ...(page.pageToken && { pageToken: page.pageToken }) },
  )

/** The newest delivery of a receiver, for the list's "last delivery" cell. */
export const lastDelivery = (receiver: string) =>
  q('alertDeliveryList', {
    path: { receiver },
    query: { sortBy: 'time_and_id_descending', limit: 1 },
  })

/** What a change to a receiver, its subscriptions, secrets or deliveries makes stale. */
export const WEBHOOK_OPS = [
  'alertReceiverList',
  'alertReceiverView',
  'alertDeliveryList',
  'webhookSecretsList',
] as const satisfies Touches
