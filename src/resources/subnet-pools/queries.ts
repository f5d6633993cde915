import type { Touches } from '~/api/change'
import { listQ, maybeQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

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

/*
 * The pools linked to the user's own silo (/v1/subnet-pools), for project screens. Listing them
 * takes a silo role, as the silo's IP pools do (real-api-behaviour.md row R3): refused, the
 * picker says why. A pool the list shows by id may be unlinked since (404) or unreadable to a
 * user with project roles only (403): the cell then shows the id.
 */
export const siloSubnetPoolChoices = () =>
  maybeQ('subnetPoolList', { query: { limit: PICKER_LIMIT } }, [403])
export const siloSubnetPoolById = (pool: string) =>
  maybeQ('subnetPoolView', { path: { pool } }, [403, 404])

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
