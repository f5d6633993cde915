import type { Snapshot } from '@oxide/api'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import { pollWhileAny } from '~/util/poll'
import { isSnapshotTransitional } from '~/util/snapshot-states'

export const snapshotList = (project: string, page: PageParams) =>
  listQ('snapshotList', { query: { project } }, page)

/** A project's snapshots for a picker (a disk made from one). */
export const projectSnapshots = (project: string) =>
  q('snapshotList', { query: { project, limit: PICKER_LIMIT } })

export const snapshotView = (project: string, snapshot: string) =>
  q('snapshotView', { path: { snapshot }, query: { project } })

/** refetchInterval for a snapshot list: a creating snapshot becomes ready on its own. */
export const pollSnapshots = pollWhileAny<Snapshot>((s) => isSnapshotTransitional(s.state))

/** What taking or deleting a snapshot makes stale. */
export const SNAPSHOT_OPS = ['snapshotList', 'snapshotView'] as const satisfies Touches
