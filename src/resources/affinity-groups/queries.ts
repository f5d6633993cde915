import type { AffinityGroup, AffinityGroupCreate, AffinityGroupUpdate } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import { req } from '~/api/request'
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

/** The request that creates a group of `kind`, for a form's `requestChange`. */
export const createGroupReq = (kind: AffinityKind, project: string, body: AffinityGroupCreate) =>
  kind === 'affinity'
    ? req('affinityGroupCreate', { query: { project }, body })
    : req('antiAffinityGroupCreate', { query: { project }, body })

/** By id, which stays put while the name changes; the API refuses a project beside an id. */
export const updateGroupReq = (kind: AffinityKind, id: string, body: AffinityGroupUpdate) =>
  kind === 'affinity'
    ? req('affinityGroupUpdate', { path: { affinityGroup: id }, body })
    : req('antiAffinityGroupUpdate', { path: { antiAffinityGroup: id }, body })

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

/** The request that adds an instance to a group, for a form's `requestChange`. */
export const addMemberReq = (
  kind: AffinityKind,
  project: string,
  group: string,
  instance: string,
) =>
  kind === 'affinity'
    ? req('affinityGroupMemberInstanceAdd', {
        path: { affinityGroup: group, instance },
        query: { project },
      })
    : req('antiAffinityGroupMemberInstanceAdd', {
        path: { antiAffinityGroup: group, instance },
        query: { project },
      })

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
] as const satisfies Touches
