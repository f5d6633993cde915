import type { Snapshot } from '@oxide/api'
import { db, isUuid } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { reader } from './body'
import { inProject, newRecord } from './crud'
import { find } from './lookups'
import { requireQuota } from './quota-check'

/**
 * Snapshots of disks. The real API answers a create once its saga has run, so a new snapshot
 * is `ready` (real-api-behaviour.md row 8). The disk must be attached or detached (spec
 * section 4, "snapshot").
 */
const snapshots = inProject({ type: 'snapshot', items: () => db.snapshots, find: find.snapshot })

/** Nexus names the state in Rust's debug form, e.g. `Creating` (row 7). */
const debugName = (state: string) => state.charAt(0).toUpperCase() + state.slice(1)

export const snapshotHandlers: HandlerMap = {
  snapshotList: ({ query, user }) => snapshots.list(query, user),

  snapshotCreate: ({ query, body, user }) => {
    const project = snapshots.parent(query, user)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    // `?project=` is the snapshot's; the disk may be named by id or by name within it
    const selector = b.string('disk')
    const disk = isUuid(selector) ? find.disk(selector) : find.disk(selector, project.name)
    if (disk.project_id !== project.id)
      throw invalidRequest("can't create a snapshot of a disk in a different project")
    // only a distributed (Crucible) disk that may be written is snapshotted (app/snapshot.rs
    // `snapshot_create`, before its saga runs; row S4)
    if (disk.disk_type === 'local')
      throw invalidRequest("can't create a snapshot of a local storage disk")
    if (disk.read_only) throw invalidRequest("can't create a snapshot of a read-only disk")
    const state = disk.state.state
    if (state !== 'attached' && state !== 'detached')
      throw invalidRequest(`disk must be attached or detached to be snapshotted (it is ${state})`)
    snapshots.unique(snapshots.ofProject(project.id), name)
    // the snapshot create saga charges the disk's size to the silo's storage (row Q1)
    requireQuota(project.id, { storage: disk.size })
    const snapshot: Json<Snapshot> = {
      ...newRecord(),
      name,
      description,
      disk_id: disk.id,
      project_id: project.id,
      size: disk.size,
      state: 'ready',
    }
    db.snapshots.push(snapshot)
    return snapshot
  },

  snapshotView: ({ path, query, user }) => snapshots.view(path.snapshot, query, user),

  snapshotDelete: ({ path, query, user }) => {
    snapshots.remove(path.snapshot, query, user, (snapshot) => {
      // disks made from it do not hold it back (row 7); only its own state does
      if (snapshot.state !== 'ready' && snapshot.state !== 'faulted')
        throw invalidRequest(`snapshot cannot be deleted in state ${debugName(snapshot.state)}`)
    })
  },
}
