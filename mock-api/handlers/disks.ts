import type { Disk } from '@oxide/api'
import { GiB } from '../data/ids'
import { db, isUuid, now } from '../db'
import { alreadyExists, errorResponse, invalidRequest, invalidValue } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { type Reader, reader } from './body'
import { inProject, newRecord } from './crud'
import { requireState } from './instance-state'
import { can, find } from './lookups'
import { requireQuota } from './quota-check'

/** Disks, and the disks of an instance. Disk rules follow spec section 4 ("Disk states"). */
export const MAX_DISKS_PER_INSTANCE = 12
const MAX_DISK_GIB = 1023

const diskState = (d: Json<Disk>) => d.state.state
const attachedTo = (d: Json<Disk>, instanceId: string) =>
  'instance' in d.state && d.state.instance === instanceId

export const disksOf = (instanceId: string) => db.disks.filter((d) => attachedTo(d, instanceId))

function blockSize(r: Reader) {
  // `BlockSize` is `#[serde(try_from = "u32")]`, refused in its `TryFrom`'s words
  // (common/src/api/external/mod.rs)
  const size = r.int('block_size', 'u32')
  if (size !== 512 && size !== 2048 && size !== 4096)
    throw r.fail('block_size', `invalid block size ${size}`)
  return size
}

/** A disk made from an image or snapshot holds all of it (or exactly it, when read-only). */
function checkSourceSize(size: number, sourceSize: number, what: string, readOnly: boolean) {
  if (readOnly && size !== sourceSize)
    throw invalidRequest(
      `read-only disk size ${size} must be equal to source ${what} size ${sourceSize}`,
    )
  if (sourceSize > size)
    throw invalidRequest(
      `disk size ${size} must be greater than or equal to ${what} size ${sourceSize}`,
    )
}

/**
 * A `DiskCreate` (or an instance's `{type: "create"}` disk) checked and turned into a disk
 * record, not yet stored. `taken` holds names other disks of the same request already use.
 */
export function planDisk(b: Reader, projectId: string, taken = new Set<string>()): Json<Disk> {
  const name = b.name()
  const description = b.string('description')
  const size = b.byteCount('size')
  const backend = b.object('disk_backend')
  const diskType = backend.tag(['local', 'distributed'])
  let block = 4096
  let imageId: string | null = null
  let snapshotId: string | null = null
  let readOnly = false
  let state: Json<Disk>['state'] = { state: 'detached' }
  if (diskType === 'distributed') {
    const source = backend.object('disk_source')
    const type = source.tag(['blank', 'snapshot', 'image', 'importing_blocks'])
    if (type === 'blank') block = blockSize(source)
    if (type === 'importing_blocks') {
      block = blockSize(source)
      state = { state: 'import_ready' }
    }
    // a source of another project is a 400, its size checked in bytes (real-api row 24)
    if (type === 'snapshot') {
      const snapshot = find.snapshot(source.uuid('snapshot_id'))
      if (snapshot.project_id !== projectId)
        throw invalidRequest('snapshot does not belong to this project')
      readOnly = source.bool('read_only', false)
      checkSourceSize(size, snapshot.size, 'snapshot', readOnly)
      snapshotId = snapshot.id
      block = db.disks.find((d) => d.id === snapshot.disk_id)?.block_size ?? block
    }
    if (type === 'image') {
      const image = find.image(source.uuid('image_id'))
      if (image.project_id && image.project_id !== projectId)
        throw invalidRequest('image does not belong to this project')
      readOnly = source.bool('read_only', false)
      checkSourceSize(size, image.size, 'image', readOnly)
      imageId = image.id
      block = image.block_size
    }
  }
  if (size % block !== 0)
    throw invalidValue(
      'size and block_size',
      `total size must be a multiple of block size ${block}`,
    )
  if (size < GiB) throw invalidValue('size', 'total size must be at least 1 GiB')
  if (size % GiB !== 0) throw invalidValue('size', 'total size must be a multiple of 1 GiB')
  // the 1023 GiB cap is the distributed backend's; a local disk may be far larger
  if (diskType === 'distributed' && size > MAX_DISK_GIB * GiB)
    throw invalidValue('size', `total size must be less than ${MAX_DISK_GIB} GiB`)
  if (diskType === 'local' && size > 10 * 1024 * 1024 * GiB)
    throw invalidValue('size', 'requested size over 10 PiB')
  if (taken.has(name) || db.disks.some((d) => d.project_id === projectId && d.name === name))
    throw alreadyExists('disk', name)
  taken.add(name)
  return {
    ...newRecord(),
    name,
    description,
    project_id: projectId,
    size,
    block_size: block as 512 | 2048 | 4096,
    device_path: `/mnt/${name}`,
    disk_type: diskType,
    image_id: imageId,
    snapshot_id: snapshotId,
    read_only: readOnly,
    state,
  }
}

/**
 * A disk an instance of the project may take: free (creating, detached). The project first
 * (nexus/src/app/instance.rs `instance_attach_disk`), then the disk's state, which the datastore
 * judges before the instance's (ds/disk.rs `instance_attach_disk`, real-api-behaviour.md S5).
 */
export function attachableDisk(disk: Json<Disk>, projectId: string) {
  if (disk.project_id !== projectId)
    throw invalidRequest('disk must be in the same project as the instance')
  const state = diskState(disk)
  if (state === 'attached' || state === 'attaching' || state === 'detaching')
    throw invalidRequest(`cannot attach disk "${disk.name}": disk is attached to another instance`)
  if (state !== 'detached' && state !== 'creating')
    throw invalidRequest(`cannot attach disk "${disk.name}": invalid state ${state}`)
  return disk
}

const diskSelector = (body: unknown) => reader(body).string('disk')

/** A disk's name is checked with the rest of its create (`planDisk`), not here. */
const disks = inProject({ type: 'disk', items: () => db.disks, find: find.disk })

export const diskHandlers: HandlerMap = {
  diskList: ({ query, user }) => disks.list(query, user),

  diskCreate: ({ query, body, user }) => {
    const project = disks.parent(query, user)
    const disk = planDisk(reader(body), project.id)
    // the disk create saga charges its size to the silo's storage quota (row Q1)
    requireQuota(project.id, { storage: disk.size })
    db.disks.push(disk)
    return disk
  },

  diskView: ({ path, query, user }) => disks.view(path.disk, query, user),

  diskDelete: ({ path, query, user }) => {
    disks.remove(path.disk, query, user, (disk) => {
      const state = diskState(disk)
      if (state !== 'detached' && state !== 'faulted')
        throw invalidRequest(`disk cannot be deleted in state "${state}"`)
    })
  },

  instanceDiskList: ({ path, query, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.read(user, instance.project_id)
    return paginated(query, disksOf(instance.id))
  },

  instanceDiskAttach: ({ path, query, body, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    const selector = diskSelector(body)
    const disk = find.disk(selector, isUuid(selector) ? undefined : instance.project_id)
    if (attachedTo(disk, instance.id)) return json(disk, 202)
    attachableDisk(disk, instance.project_id)
    requireState(instance, 'attachDisk')
    if (disksOf(instance.id).length >= MAX_DISKS_PER_INSTANCE)
      throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
    disk.state = { state: 'attached', instance: instance.id }
    disk.time_modified = now()
    return json(disk, 202)
  },

  instanceDiskDetach: ({ path, query, body, user }) => {
    const instance = find.instance(path.instance, query.project)
    can.write(user, instance.project_id)
    const selector = diskSelector(body)
    const disk = find.disk(selector, isUuid(selector) ? undefined : instance.project_id)
    // a detached disk is answered as it is (row 5)
    if (diskState(disk) === 'detached') return json(disk, 202)
    if (!attachedTo(disk, instance.id))
      throw invalidRequest(
        `cannot detach disk "${disk.name}": disk is attached to another instance`,
      )
    requireState(instance, 'detachDisk')
    if (instance.boot_disk_id === disk.id)
      throw errorResponse(409, 'Conflict', 'boot disk cannot be detached')
    disk.state = { state: 'detached' }
    disk.time_modified = now()
    return json(disk, 202)
  },
}
