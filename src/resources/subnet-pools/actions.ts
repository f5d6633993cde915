import type { SubnetPool } from '@oxide/api'
import { call, queryClient } from '~/api/query'
import { req } from '~/api/request'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import type { LinkPool, PoolLinkKind, PoolLinkReads } from '~/components/pool-links'
import { allSilos } from '~/resources/ip-pools/queries'
import { versionLabel } from '~/util/ip-space'
import {
  allSubnetPools,
  SUBNET_POOL_OPS,
  siloSubnetPoolsWhole,
  subnetPoolSilosWhole,
  subnetPoolUtilization,
} from './queries'

export const deleteSubnetPool = (pool: SubnetPool) =>
  call('systemSubnetPoolDelete', { path: { pool: pool.id } })

/** The server refuses to delete a pool that still holds members. */
export const SUBNET_POOL_HOLDS_MEMBERS = 'Remove the pool’s members first'

/**
 * Why a pool row's Delete is disabled: its utilization, read for the row's Allocated cell,
 * counts the addresses of its members (each holds at least one). Unknown until read; the
 * server then says it.
 */
export const subnetPoolDeleteDisabled = (pool: SubnetPool) =>
  (queryClient.getQueryData(subnetPoolUtilization(pool.id).queryKey)?.capacity ?? 0) > 0
    ? SUBNET_POOL_HOLDS_MEMBERS
    : undefined

/** Delete many at once; the server refuses a pool that still holds members, reported per pool. */
export const subnetPoolBulkActions: BulkAction<SubnetPool>[] = [
  bulkDelete<SubnetPool>('Delete subnet pools', {
    run: deleteSubnetPool,
    touches: SUBNET_POOL_OPS,
    warning: 'A pool that still holds members is not deleted. This cannot be undone.',
  }),
]

/**
 * How subnet pools link to silos: one default per IP version (`components/pool-links.tsx`,
 * `pool-link-modals.tsx`).
 */
export const SUBNET_POOL_LINKS: PoolLinkKind & PoolLinkReads<LinkPool, SubnetPool> = {
  noun: 'subnet pool',
  link: (pool, silo, isDefault) =>
    req('systemSubnetPoolSiloLink', { path: { pool }, body: { silo, isDefault } }),
  setDefault: (pool, silo, isDefault) =>
    req('systemSubnetPoolSiloUpdate', { path: { pool, silo }, body: { isDefault } }),
  unlink: (pool, silo) => call('systemSubnetPoolSiloUnlink', { path: { pool, silo } }),
  touches: SUBNET_POOL_OPS,
  unsetContent: (pool, silo) =>
    `${silo} will have no default ${versionLabel(pool.ipVersion)} subnet pool: its external subnets must then name a pool.`,
  unlinkContent:
    'The silo can no longer allocate external subnets from it; the server refuses while the silo holds any.',
  defaultDescription:
    'External subnets come from the default pool when none is named. A silo has one per IP version: another default of the same version stays linked, no longer the default.',
  silos: allSilos,
  pools: allSubnetPools,
  poolSilos: subnetPoolSilosWhole,
  siloPools: siloSubnetPoolsWhole,
  linkable: () => true,
  poolLabel: (p) => `${p.name} (${versionLabel(p.ipVersion)})`,
  sameDefault: (a, b) => a.ipVersion === b.ipVersion,
}
