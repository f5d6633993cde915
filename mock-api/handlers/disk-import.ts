import type { Disk, Snapshot, User } from '@oxide/api'
import { db, now } from '../db'
import { alreadyExists, internalError, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { reader } from './body'
import { newRecord } from './crud'
import { can, find } from './lookups'

/**
 * Importing blocks into a disk made with `disk_source: importing_blocks` (`import_ready`):
 * bulk-write-start moves it to `importing_from_bulk_writes`, bulk writes land while there,
 * bulk-write-stop moves it back, and finalize makes it an ordinary `detached` disk, with a
 * snapshot when one is named (`nexus/src/app/disk.rs`, `sagas/finalize_disk.rs`). The mock
 * keeps no block data. Each answers 204.
 */
type State = Json<Disk>['state']

/** Rust's `{:?}` of the API's disk state, as the server's refusals print it. */
function debugState(state: State) {
  const name = state.state
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')
  return 'instance' in state ? `${name}(${state.instance})` : name
}

function importDisk(selector: string, project: string | undefined, user: Json<User>) {
  const disk = find.disk(selector, project)
  can.write(user, disk.project_id)
  // a local disk has no pantry to import through: the server's internal error
  if (disk.disk_type === 'local') throw internalError()
  return disk
}

const setState = (disk: Json<Disk>, state: State) => {
  disk.state = state
  disk.time_modified = now()
}

const WELL_FORMED = /^[A-Za-z0-9+/]*={0,2}$/

/** Standard base64 with padding, as the server decodes the data. */
function base64Problem(data: string) {
  // one pass over a well-formed chunk (most are 700 KB of text); the rest find what is wrong
  if (data.length % 4 === 0 && WELL_FORMED.test(data)) return undefined
  const bad = /[^A-Za-z0-9+/=]/.exec(data)
  if (bad) return `Invalid symbol ${bad[0].charCodeAt(0)}, offset ${bad.index}.`
  if (data.length % 4 !== 0) return `Invalid input length: ${data.length}`
  if (/=[^=]|={3}/.test(data)) return 'Invalid padding'
  return undefined
}

/** Bytes the base64 text decodes to (already checked to be well-formed). */
const decodedLength = (data: string) =>
  (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)

/**
 * The pantry's checks of a write, which Nexus passes on as a 400 with the pantry's text
 * (`disk_manual_import` maps a pantry client error to `invalid_request`; the texts are the
 * pantry's `bulk_write`): aligned to the disk's block size and inside the disk.
 */
function pantryProblem(disk: Json<Disk>, offset: number, length: number) {
  if (offset % disk.block_size !== 0) return 'offset not multiple of block size!'
  if (length % disk.block_size !== 0) return 'data length not multiple of block size!'
  if (offset + length > disk.size) return 'offset + data length off end of region!'
  return undefined
}

export const diskImportHandlers: HandlerMap = {
  diskBulkWriteImportStart: ({ path, query, user }) => {
    const disk = importDisk(path.disk, query.project, user)
    if (disk.state.state !== 'import_ready')
      throw invalidRequest(
        `cannot set disk in state ${debugState(disk.state)} to "importing_from_bulk_writes"`,
      )
    setState(disk, { state: 'importing_from_bulk_writes' })
  },

  diskBulkWriteImport: ({ path, query, body, user }) => {
    const disk = importDisk(path.disk, query.project, user)
    const b = reader(body)
    const offset = b.int('offset')
    const data = b.string('base64_encoded_data')
    if (disk.state.state !== 'importing_from_bulk_writes')
      throw invalidRequest(
        `cannot import blocks with a bulk write for disk in state ${debugState(disk.state)}`,
      )
    const problem = base64Problem(data)
    if (problem) throw invalidRequest(`error base64 decoding data: ${problem}`)
    const pantry = pantryProblem(disk, offset, decodedLength(data))
    if (pantry) throw invalidRequest(pantry)
  },

  diskBulkWriteImportStop: ({ path, query, user }) => {
    const disk = importDisk(path.disk, query.project, user)
    if (disk.state.state !== 'importing_from_bulk_writes')
      throw invalidRequest(`cannot set disk in state ${debugState(disk.state)} to "import_ready"`)
    setState(disk, { state: 'import_ready' })
  },

  diskFinalizeImport: ({ path, query, body, user }) => {
    const disk = importDisk(path.disk, query.project, user)
    const snapshotName = reader(body ?? {}).optName('snapshot_name')
    // the finalize saga's check: the db state's `{:?}` wraps it in its model type
    if (disk.state.state !== 'import_ready')
      throw invalidRequest(`cannot finalize disk in state DiskState(${debugState(disk.state)})`)
    if (snapshotName) {
      if (db.snapshots.some((s) => s.project_id === disk.project_id && s.name === snapshotName))
        throw alreadyExists('snapshot', snapshotName)
      const snapshot: Json<Snapshot> = {
        ...newRecord(),
        name: snapshotName,
        description: `snapshot of finalized disk ${disk.id}`,
        disk_id: disk.id,
        project_id: disk.project_id,
        size: disk.size,
        state: 'ready',
      }
      db.snapshots.push(snapshot)
    }
    setState(disk, { state: 'detached' })
  },
}
