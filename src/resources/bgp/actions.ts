import type { BgpConfig } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { BGP_OPS } from './queries'

export const deleteBgpConfig = (config: BgpConfig) =>
  call('networkingBgpConfigDelete', { query: { nameOrId: config.id } })

/**
 * What the configuration list does to many at once: delete. The server refuses a configuration
 * that port settings' BGP peers use; each refusal is reported per configuration.
 */
export const bgpConfigBulkActions: BulkAction<BgpConfig>[] = [
  bulkDelete<BgpConfig>('Delete BGP configurations', {
    run: deleteBgpConfig,
    touches: BGP_OPS,
    warning: 'A configuration that port settings use is not deleted. This cannot be undone.',
  }),
]
