import type { Snapshot } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { snapshotActionDisabled } from '~/util/snapshot-states'
import { SNAPSHOT_OPS } from './queries'

/** What the snapshot list does to many snapshots at once: delete the ready and faulted ones. */
export const snapshotBulkActions = (project: string): BulkAction<Snapshot>[] => [
  bulkDelete<Snapshot>('Delete snapshots', {
    run: (s) => call('snapshotDelete', { path: { snapshot: s.name }, query: { project } }),
    touches: SNAPSHOT_OPS,
    refuse: (s) => snapshotActionDisabled('delete', s.state),
  }),
]
