import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/*
 * The operator's subnet pools (/v1/system/subnet-pools): fleet viewers read, fleet admins
 * change. Every read takes the pool's name or id, so a page reads all it shows at once.
 */

export const subnetPoolList = (page: PageParams) => listQ('systemSubnetPoolList', {}, page)
export const subnetPoolView = (pool: string) => q('systemSubnetPoolView', { path: { pool } })
export const subnetPoolUtilization = (pool: string) =>
  q('systemSubnetPoolUtilizationView', { path: { pool } })
/** A pool's members whole: a pool holds a few blocks, listed by subnet. */
export const subnetPoolMembersWhole = (pool: string) =>
  q('systemSubnetPoolMemberList', { path: { pool }, query: { limit: PICKER_LIMIT } })
/** A pool's silo links whole (the tab, and the link picker's "already linked"). */
export const subnetPoolSilosWhole = (pool: string) =>
  q('systemSubnetPoolSiloList', { path: { pool }, query: { limit: PICKER_LIMIT } })
/** The pools linked to a silo, each with whether it is the silo's default. */
export const siloSubnetPoolsWhole = (silo: string) =>
  q('siloSubnetPoolList', { path: { silo }, query: { limit: PICKER_LIMIT } })
/** Every pool, for the silo tab's link picker. */
export const allSubnetPools = () => q('systemSubnetPoolList', { query: { limit: PICKER_LIMIT } })

/**
 * What a change to pools, members or links makes stale: the system views, the silos' own
 * lists (a link or a default changes what a silo may allocate from) and the utilization.
 */
export const SUBNET_POOL_OPS = [
  'systemSubnetPoolList',
  'systemSubnetPoolView',
  'systemSubnetPoolMemberList',
  'systemSubnetPoolSiloList',
  'systemSubnetPoolUtilizationView',
  'siloSubnetPoolList',
  'subnetPoolList',
  'subnetPoolView',
] as const satisfies Touches
