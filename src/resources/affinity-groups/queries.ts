import type { AffinityGroup } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import type { AffinityKind } from '~/util/paths'

/**
 * Calls on affinity and anti-affinity groups, for the affinity pages and an instance's settings
 * alike. The two kinds are separate API resources with the same shape.
 */
export type { AffinityKind }

/** Affinity and anti-affinity groups have the same shape; the console treats them alike. */
export type Group = AffinityGroup

export const KIND_LABEL: Record<AffinityKind, string> = {
  affinity: 'affinity group',
  'anti-affinity': 'anti-affinity group',
}

/*
 * Each helper picks the kind's operation and builds its params, so one query type covers both
 * kinds: the operation name is a union, the key stays `[operation, params]` and `invalidate`
 * still finds it. The changes (create, update, delete, members) are `run` functions for
 * `runChange` / `runAction`, which then refresh GROUP_OPS.
 */
export const ops = <A, B>(kind: AffinityKind, affinity: A, anti: B) =>
  kind === 'affinity' ? affinity : anti

export const groupList = (kind: AffinityKind, project: string, page: PageParams) =>
  listQ(
    ops(kind, 'affinityGroupList' as const, 'antiAffinityGroupList' as const),
    { query: { project } },
    page,
  )

export const groupPath = (kind: AffinityKind, group: string, project: string) =>
  ops(
    kind,
    { path: { affinityGroup: group }, query: { project } },
    { path: { antiAffinityGroup: group }, query: { project } },
  )

/** A project's groups of one kind, for a picker. */
export const groupPicker = (kind: AffinityKind, project: string) =>
  q(ops(kind, 'affinityGroupList' as const, 'antiAffinityGroupList' as const), {
    query: { project, limit: PICKER_LIMIT },
  })

/** The groups of each kind an instance belongs to. */
export const instanceGroups = (kind: AffinityKind, project: string, instance: string) =>
  q(ops(kind, 'instanceAffinityGroupList' as const, 'instanceAntiAffinityGroupList' as const), {
    path: { instance },
    query: { project, limit: PICKER_LIMIT },
  })

export const groupView = (kind: AffinityKind, project: string, group: string) =>
  q(
    ops(kind, 'affinityGroupView' as const, 'antiAffinityGroupView' as const),
    groupPath(kind, group, project),
  )

/** Members fit one page: a group holds at most 32 instances. */
export const memberList = (kind: AffinityKind, project: string, group: string) =>
  q(
    ops(kind, 'affinityGroupMemberList' as const, 'antiAffinityGroupMemberList' as const),
    ops(
      kind,
      { path: { affinityGroup: group }, query: { project, limit: 100 } },
      { path: { antiAffinityGroup: group }, query: { project, limit: 100 } },
    ),
  )

/** Every cached answer a change to groups or their members can touch. */
export const GROUP_OPS = [
  'affinityGroupList',
  'antiAffinityGroupList',
  'affinityGroupView',
  'antiAffinityGroupView',
  'affinityGroupMemberList',
  'antiAffinityGroupMemberList',
  'instanceAffinityGroupList',
  'instanceAntiAffinityGroupList',
] as const satisfies Touches
