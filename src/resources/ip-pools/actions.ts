import type { IpPool, IpPoolType } from '@oxide/api'
import { call, queryClient } from '~/api/query'
import { req } from '~/api/request'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import type { LinkPool, PoolLinkKind } from '~/components/pool-links'
import { versionLabel } from '~/util/ip-space'
import { IP_POOL_OPS, poolUtilization } from './queries'

export const deletePool = (pool: IpPool) => call('systemIpPoolDelete', { path: { pool: pool.id } })

/** The server refuses to delete a pool that still holds ranges. */
export const POOL_HOLDS_RANGES = 'Remove the pool’s ranges first'

/**
 * Why a pool row's Delete is disabled: its utilization, read for the row's Allocated cell,
 * counts the addresses of its ranges. Unknown until read; the server then says it.
 */
export const poolDeleteDisabled = (pool: IpPool) =>
  (queryClient.getQueryData(poolUtilization(pool.id).queryKey)?.capacity ?? 0) > 0
    ? POOL_HOLDS_RANGES
    : undefined

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

/**
 * How IP pools link to silos (`components/pool-links.tsx` has the menu and the link form).
 * A silo has one default per IP version and pool type.
 */
export const IP_POOL_LINKS: PoolLinkKind<LinkPool & { poolType: IpPoolType }> = {
  noun: 'IP pool',
  link: (pool, silo, isDefault) =>
    req('systemIpPoolSiloLink', { path: { pool }, body: { silo, isDefault } }),
  setDefault: (pool, silo, isDefault) =>
    req('systemIpPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } }),
  unlink: (pool, silo) => call('systemIpPoolSiloUnlink', { path: { pool, silo } }),
  touches: IP_POOL_OPS,
  unsetContent: (pool, silo) =>
    `${silo} will have no default ${versionLabel(pool.ipVersion)} ${pool.poolType} pool: its floating and ephemeral IPs must then name a pool.`,
  unlinkContent:
    'The silo can no longer allocate addresses from it; the server refuses while the silo holds any.',
  defaultDescription:
    'Floating and ephemeral IPs come from the default pool when none is named. A silo has one per IP version and pool type: another default of the same kind stays linked, no longer the default.',
}
