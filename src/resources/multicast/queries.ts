import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'

/**
 * Multicast groups are fleet-wide: the API lists them with no project or silo, every signed-in
 * user reads them, and instances of any project join them. A group comes with its first
 * member and goes with its last, so the console makes none itself.
 */
export const multicastGroupList = (page: PageParams) => listQ('multicastGroupList', {}, page)

/** The groups for the join picker. */
export const multicastGroupPicker = () =>
  q('multicastGroupList', { query: { limit: PICKER_LIMIT } })

export const multicastGroupView = (group: string) =>
  q('multicastGroupView', { path: { multicastGroup: group } })

export const multicastMemberList = (group: string, page: PageParams) =>
  listQ('multicastGroupMemberList', { path: { multicastGroup: group } }, page)

/** An instance's memberships (one per group); at most 32, so one page. */
export const instanceMulticastGroups = (project: string, instance: string) =>
  q('instanceMulticastGroupList', { path: { instance }, query: { project, limit: PICKER_LIMIT } })

/** What a join or a leave makes stale: a leave may even remove the group. */
export const MULTICAST_OPS = [
  'multicastGroupList',
  'multicastGroupView',
  'multicastGroupMemberList',
  'instanceMulticastGroupList',
] as const satisfies Touches
