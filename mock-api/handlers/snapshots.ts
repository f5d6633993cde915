import type { Snapshot } from '@oxide/api'
import { db, isUuid, now } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { can, find, projectOf } from './lookups'

/**
 * Snapshots of disks. The real API answers a create once its saga has run, so a new snapshot
 * is `ready` (real-api-behaviour.md row 8). The disk must be attached or detached (spec
 * section 4, "snapshot").
 */
const findSnapshot = (selector: string, project?: string) => find.snapshot(selector, project)

/** Nexus names the state in Rust's debug form, e.g. `Creating` (row 7). */
const debugName = (state: string) => state.charAt(0).toUpperCase() + state.slice(1)

export const snapshotHandlers: HandlerMap = {
  snapshotList: ({ query, user }) => {
    const project = projectOf(query)
    can.read(user, project.id)
    return paginated(
      query,
      db.snapshots.filter((s) => s.project_id === project.id),
    )
  },

  snapshotCreate: ({ query, body, user }) => {
    const project = projectOf(query)
    can.write(user, project.id)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    // `?project=` is the snapshot's; the disk may be named by id or by name within it
    const selector = b.string('disk')
    const disk = isUuid(selector) ? find.disk(selector) : find.disk(selector, project.name)
    if (disk.project_id !== project.id)
      throw invalidRequest("can't create a snapshot of a disk in a different project")
    const state = disk.state.state
    if (state !== 'attached' && state !== 'detached')
      throw invalidRequest(`disk must be attached or detached to be snapshotted (it is ${state})`)
    if (db.snapshots.some((s) => s.project_id === project.id && s.name === name))
      throw alreadyExists('snapshot', name)
    const snapshot: Json<Snapshot> = {
      id: crypto.randomUUID(),
      name,
      description,
      disk_id: disk.id,
      project_id: project.id,
      size: disk.size,
      state: 'ready',
      time_created: now(),
      time_modified: now(),
    }
    db.snapshots.push(snapshot)
    return snapshot
  },

  snapshotView: ({ path, query, user }) => {
    const snapshot = findSnapshot(path.snapshot, query.project)
    can.read(user, snapshot.project_id)
    return snapshot
  },

  snapshotDelete: ({ path, query, user }) => {
    const snapshot = findSnapshot(path.snapshot, query.project)
    can.write(user, snapshot.project_id)
    // disks made from it do not hold it back (row 7); only its own state does
    if (snapshot.state !== 'ready' && snapshot.state !== 'faulted')
      throw invalidRequest(`snapshot cannot be deleted in state ${debugName(snapshot.state)}`)
    db.snapshots = db.snapshots.filter((s) => s.id !== snapshot.id)
  },
}
