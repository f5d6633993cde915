import type { AffinityGroup } from '@oxide/api'
import { call, listQ, type PageParams, q } from '~/api/query'
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
 * still finds it.
 */
const ops = <A, B>(kind: AffinityKind, affinity: A, anti: B) =>
  kind === 'affinity' ? affinity : anti

export const groupList = (kind: AffinityKind, project: string, page: PageParams) =>
  listQ(
    ops(kind, 'affinityGroupList' as const, 'antiAffinityGroupList' as const),
    { query: { project } },
    page,
  )

const groupPath = (kind: AffinityKind, group: string, project: string) =>
  ops(
    kind,
    { path: { affinityGroup: group }, query: { project } },
    { path: { antiAffinityGroup: group }, query: { project } },
  )

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

export const deleteGroup = (kind: AffinityKind, project: string, group: string) =>
  call(
    ops(kind, 'affinityGroupDelete' as const, 'antiAffinityGroupDelete' as const),
    groupPath(kind, group, project),
  )

const memberPath = (kind: AffinityKind, project: string, group: string, instance: string) =>
  ops(
    kind,
    { path: { affinityGroup: group, instance }, query: { project } },
    { path: { antiAffinityGroup: group, instance }, query: { project } },
  )

export const addMember = (kind: AffinityKind, project: string, group: string, instance: string) =>
  call(
    ops(
      kind,
      'affinityGroupMemberInstanceAdd' as const,
      'antiAffinityGroupMemberInstanceAdd' as const,
    ),
    memberPath(kind, project, group, instance),
  )

export const removeMember = (
  kind: AffinityKind,
  project: string,
  group: string,
  instance: string,
) =>
  call(
    ops(
      kind,
      'affinityGroupMemberInstanceDelete' as const,
      'antiAffinityGroupMemberInstanceDelete' as const,
    ),
    memberPath(kind, project, group, instance),
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
] as const
