import type { InternetGateway } from '@oxide/api'
import type { BulkAction } from '~/components/list/bulk-actions'
import { deleteGateway, GATEWAY_DELETE_OPS } from './queries'

export const gatewayBulkActions = (denied: string | undefined): BulkAction<InternetGateway>[] => [
  {
    label: 'Delete',
    title: 'Delete internet gateways',
    refuse: () => denied,
    run: deleteGateway,
    touches: GATEWAY_DELETE_OPS,
    danger: true,
    warning:
      'Their IP pools and addresses are detached, and the routes that target them deleted, the default routes included.',
  },
]
