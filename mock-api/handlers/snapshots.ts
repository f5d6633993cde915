import type { Snapshot } from '@oxide/api'
import { config } from '../config'
import { db, isUuid, now } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { can, find, projectOf } from './lookups'

/**
 * Snapshots of disks. A new snapshot is `creating` for one transition step, then `ready`,
 * settled on read like instance states (no timers). The disk must be attached or detached
 * (spec section 4, "snapshot").
 */
function settle(snapshot: Json<Snapshot>) {
  const at = db.snapshotReadyAt[snapshot.id]
  if (at !== undefined && at <= Date.now()) {
    snapshot.state = 'ready'
    snapshot.time_modified = new Date(at).toISOString()
    delete db.snapshotReadyAt[snapshot.id]
  }
  return snapshot
}

const findSnapshot = (selector: string, project?: string) =>
  settle(find.snapshot(selector, project))

export const snapshotHandlers: HandlerMap = {
  snapshotList: ({ query, user }) => {
    const project = projectOf(query)
    can.read(user, project.id)
    return paginated(query, db.snapshots.filter((s) => s.project_id === project.id).map(settle))
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
      throw invalidRequest(`disk "${disk.name}" is not in project "${project.name}"`)
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
      state: 'creating',
      time_created: now(),
      time_modified: now(),
    }
    db.snapshots.push(snapshot)
    db.snapshotReadyAt[snapshot.id] = Date.now() + config.transitionMs
    return settle(snapshot)
  },

  snapshotView: ({ path, query, user }) => {
    const snapshot = findSnapshot(path.snapshot, query.project)
    can.read(user, snapshot.project_id)
    return snapshot
  },

  snapshotDelete: ({ path, query, user }) => {
    const snapshot = findSnapshot(path.snapshot, query.project)
    can.write(user, snapshot.project_id)
    if (db.disks.some((d) => d.snapshot_id === snapshot.id && d.state.state !== 'destroyed'))
      throw invalidRequest(`snapshot "${snapshot.name}" is the source of a disk`)
    db.snapshots = db.snapshots.filter((s) => s.id !== snapshot.id)
  },
}
