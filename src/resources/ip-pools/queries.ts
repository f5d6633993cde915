import type { Touches } from '~/api/change'
import { listQ, maybeQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/**
 * A silo pool by id, as floating IPs and gateways store it. The pool may have been unlinked
 * from the silo since (404): the cell then shows the id.
 */
export const ipPoolById = (pool: string) => maybeQ('ipPoolView', { path: { pool } }, [404])

/* The operator's pools (/v1/system/ip-pools): fleet viewers read, fleet admins change. */

export const systemPoolList = (page: PageParams) => listQ('systemIpPoolList', {}, page)
export const systemPoolView = (pool: string) => q('systemIpPoolView', { path: { pool } })
/**
 * Every range of a pool, for its capacity and address map: one page of the API's largest
 * size, as the server itself sums at most 10,000 ranges for the utilization.
 */
export const poolRangesWhole = (pool: string) =>
  q('systemIpPoolRangeList', { path: { pool }, query: { limit: RANGES_WHOLE } })
export const RANGES_WHOLE = 10000
export const poolUtilization = (pool: string) =>
  q('systemIpPoolUtilizationView', { path: { pool } })
export const poolSiloList = (pool: string, page: PageParams) =>
  listQ('systemIpPoolSiloList', { path: { pool } }, page)
/** A pool's links whole (the pickers' "already linked" and the page's own silo check). */
export const poolSilosWhole = (pool: string) =>
  q('systemIpPoolSiloList', { path: { pool }, query: { limit: PICKER_LIMIT } })
export const siloPoolList = (silo: string, page: PageParams) =>
  listQ('siloIpPoolList', { path: { silo } }, page)
export const siloPoolsWhole = (silo: string) =>
  q('siloIpPoolList', { path: { silo }, query: { limit: PICKER_LIMIT } })
/** Every silo, for the link pickers (a rack has few). */
export const allSilos = () => q('siloList', { query: { limit: PICKER_LIMIT } })
/** Every pool, for the silo tab's link picker. */
export const allPools = () => q('systemIpPoolList', { query: { limit: PICKER_LIMIT } })

/**
 * What a change to pools, ranges or links makes stale: the system views, the silos' own pool
 * lists (a link or a default changes what a silo may allocate from) and the utilization.
 */
export const IP_POOL_OPS = [
  'systemIpPoolList',
  'systemIpPoolView',
  'systemIpPoolRangeList',
  'systemIpPoolSiloList',
  'systemIpPoolUtilizationView',
  'siloIpPoolList',
  'ipPoolList',
  'ipPoolView',
] as const satisfies Touches
