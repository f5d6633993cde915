import type { AlertReceiver } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { WEBHOOK_OPS } from './queries'

export const deleteReceiver = (r: AlertReceiver) =>
  call('alertReceiverDelete', { path: { receiver: r.id } })

/** What the webhook list does to many at once: delete (with their secrets and deliveries). */
export const receiverBulkActions: BulkAction<AlertReceiver>[] = [
  bulkDelete<AlertReceiver>('Delete webhooks', {
    run: deleteReceiver,
    touches: WEBHOOK_OPS,
    warning: 'Their secrets and delivery history go with them. This cannot be undone.',
  }),
]
