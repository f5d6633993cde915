import type { AffinityGroupCreate, AffinityGroupUpdate } from '@oxide/api'
import { call } from '~/api/query'
import { req } from '~/api/request'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { type AffinityKind, GROUP_OPS, type Group, groupPath, KIND_LABEL, ops } from './queries'

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

/** What a group list does to many groups at once: delete (members go with the group). */
export const groupBulkActions = (kind: AffinityKind, project: string): BulkAction<Group>[] => [
  bulkDelete<Group>(`Delete ${KIND_LABEL[kind]}s`, {
    run: (g) => deleteGroup(kind, project, g.name),
    touches: GROUP_OPS,
  }),
]
