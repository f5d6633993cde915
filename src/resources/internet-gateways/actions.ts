import type { InternetGateway } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { GATEWAY_DELETE_OPS } from './queries'

/**
 * Delete a gateway with what is attached to it: the server refuses without `cascade` while it
 * holds pools or addresses, and with it also deletes the routes that target the gateway.
 */
export const deleteGateway = (gateway: InternetGateway) =>
  call('internetGatewayDelete', { path: { gateway: gateway.id }, query: { cascade: true } })

export const gatewayBulkActions: BulkAction<InternetGateway>[] = [
  bulkDelete<InternetGateway>('Delete internet gateways', {
    run: deleteGateway,
    touches: GATEWAY_DELETE_OPS,
    warning:
      'Their IP pools and addresses are detached, and the routes that target them deleted, the default routes included.',
  }),
]
