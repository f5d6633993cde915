import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { type AffinityKind, deleteGroup, GROUP_OPS, type Group, KIND_LABEL } from './queries'

/** What a group list does to many groups at once: delete (members go with the group). */
export const groupBulkActions = (kind: AffinityKind, project: string): BulkAction<Group>[] => [
  bulkDelete<Group>(`Delete ${KIND_LABEL[kind]}s`, {
    run: (g) => deleteGroup(kind, project, g.name),
    touches: GROUP_OPS,
  }),
]
