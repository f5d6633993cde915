import type { IpPool } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { IP_POOL_OPS } from './queries'

export const deletePool = (pool: IpPool) => call('systemIpPoolDelete', { path: { pool: pool.id } })

/**
 * What the pool list does to many at once: delete. The server refuses a pool that still holds
 * ranges, and the last pool of the system services; each refusal is reported per pool.
 */
export const poolBulkActions: BulkAction<IpPool>[] = [
  bulkDelete<IpPool>('Delete IP pools', {
    run: deletePool,
    touches: IP_POOL_OPS,
    warning: 'A pool that still holds ranges is not deleted. This cannot be undone.',
  }),
]
