import type { InternetGateway } from '@oxide/api'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { deleteGateway, GATEWAY_DELETE_OPS } from './queries'

export const gatewayBulkActions: BulkAction<InternetGateway>[] = [
  bulkDelete<InternetGateway>('Delete internet gateways', {
    run: deleteGateway,
    touches: GATEWAY_DELETE_OPS,
    warning:
      'Their IP pools and addresses are detached, and the routes that target them deleted, the default routes included.',
  }),
]
