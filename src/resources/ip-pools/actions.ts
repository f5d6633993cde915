import type { IpPool, IpPoolType } from '@oxide/api'
import { call, queryClient } from '~/api/query'
import { req } from '~/api/request'
import { bulkDelete, confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import type { LinkPool, PoolLinkKind, PoolLinkReads } from '~/components/pool-links'
import { versionLabel } from '~/util/ip-space'
import {
  allPools,
  allSilos,
  IP_POOL_OPS,
  poolSilosWhole,
  poolUtilization,
  siloPoolsWhole,
} from './queries'

export const deletePool = (pool: IpPool) => call('systemIpPoolDelete', { path: { pool: pool.id } })

/** The server refuses to delete a pool that still holds ranges. */
export const POOL_HOLDS_RANGES = 'Remove the pool’s ranges first'

/** The server refuses to reassign a pool linked to silos (`BAD_SILO_LINK` in the mock). */
export const POOL_HAS_LINKS = 'Unlink the pool from its silos first'

/**
 * Move a pool between the silos and the rack's system services (`systemIpPoolAssign`), once
 * the user confirms. The server refuses a pool still linked to silos, and for a services pool
 * the last one or one whose addresses a service holds: its text is the error toast.
 */
export const confirmAssignPool = (pool: IpPool) => {
  const toServices = pool.assignment === 'silos'
  const to = toServices ? 'system services' : 'silos'
  confirmAction({
    title: 'Change assignment',
    content: toServices
      ? `Assign ${pool.name} to the rack's system services (NTP, DNS and the like)? Silos can no longer link to it.`
      : `Assign ${pool.name} to silos? The rack's services no longer take addresses from it, and silos can then be linked to it.`,
    confirmLabel: `Assign to ${to}`,
    run: () =>
      call('systemIpPoolAssign', {
        path: { pool: pool.id },
        body: { assignment: toServices ? 'system_services' : 'silos' },
      }),
    touches: IP_POOL_OPS,
    success: `IP pool ${pool.name} assigned to ${to}`,
  })
}

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

/** An IP pool as its silo links see it: its kind of default is per IP version and pool type. */
export type LinkIpPool = LinkPool & { poolType: IpPoolType }

/**
 * How IP pools link to silos (`components/pool-links.tsx` has the menu, `pool-link-modals.tsx`
 * the link forms). A silo has one default per IP version and pool type; a pool for system
 * services links to none.
 */
export const IP_POOL_LINKS: PoolLinkKind<LinkIpPool> & PoolLinkReads<LinkIpPool, IpPool> = {
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
  silos: allSilos,
  pools: allPools,
  poolSilos: poolSilosWhole,
  siloPools: siloPoolsWhole,
  linkable: (pool) => pool.assignment === 'silos',
  poolLabel: (p) => `${p.name} (${versionLabel(p.ipVersion)}, ${p.poolType})`,
  sameDefault: (a, b) => a.ipVersion === b.ipVersion && a.poolType === b.poolType,
}
