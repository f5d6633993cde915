import type { Disk, DiskState, Snapshot } from '@oxide/api'
import type { Json } from '../json'
import { GiB, ID, uid } from './ids'
import { dataPipeline, projects, webFrontend } from './projects'

const mlTrainingId = projects.find((p) => p.name === 'ml-training')?.id ?? ''

const disk = (
  n: number,
  projectId: string,
  name: string,
  sizeGiB: number,
  state: Json<DiskState>,
  description: string,
  day: string,
): Json<Disk> => ({
  id: uid(ID.disk, n),
  name,
  description,
  project_id: projectId,
  size: sizeGiB * GiB,
  block_size: 4096,
  device_path: `/mnt/${name}`,
  disk_type: 'distributed',
  image_id: null,
  snapshot_id: null,
  read_only: false,
  state,
  time_created: `${day}T11:00:00Z`,
  time_modified: `${day}T11:00:00Z`,
})

const attachedTo = (n: number) => ({ state: 'attached' as const, instance: uid(ID.instance, n) })

/**
 * Data disks beside the instances' boot disks (data/instances.ts), in several of the disk
 * states. `web-scratch` is detached in web-frontend, ready to attach to the stopped web-3.
 */
export const dataDisks: Json<Disk>[] = [
  disk(
    101,
    webFrontend.id,
    'web-1-data',
    100,
    attachedTo(1),
    'Uploads and static assets',
    '2025-06-12',
  ),
  disk(
    102,
    webFrontend.id,
    'web-scratch',
    50,
    { state: 'detached' },
    'Scratch space',
    '2025-07-02',
  ),
  disk(
    103,
    webFrontend.id,
    'web-logs-old',
    20,
    { state: 'faulted' },
    'Logs before the move',
    '2025-04-11',
  ),
  disk(
    104,
    webFrontend.id,
    'web-restore',
    30,
    { state: 'import_ready' },
    'Restore target',
    '2025-10-30',
  ),
  disk(105, webFrontend.id, 'web-cache-vol', 40, { state: 'creating' }, '', '2025-11-21'),
  disk(
    111,
    dataPipeline.id,
    'etl-staging',
    500,
    attachedTo(11),
    'Staging area of the ETL',
    '2025-05-12',
  ),
  disk(
    112,
    dataPipeline.id,
    'warehouse-archive',
    1000,
    { state: 'detached' },
    'Cold archive',
    '2025-03-25',
  ),
  disk(
    113,
    dataPipeline.id,
    'kafka-spill',
    200,
    { state: 'maintenance' },
    'Broker spill volume',
    '2025-03-20',
  ),
  disk(
    114,
    dataPipeline.id,
    'bulk-import-01',
    64,
    { state: 'importing_from_bulk_writes' },
    'Partner upload',
    '2025-11-18',
  ),
  disk(121, mlTrainingId, 'datasets', 800, { state: 'detached' }, 'Training sets', '2025-03-19'),
  disk(122, mlTrainingId, 'checkpoints', 250, attachedTo(15), 'Model checkpoints', '2025-03-19'),
  disk(123, mlTrainingId, 'model-upload', 16, { state: 'finalizing' }, '', '2025-11-20'),
]

/**
 * One snapshot in the demo, so the snapshots list and the image-from-snapshot form have a
 * record to show (a new snapshot is `ready` at once, as the server answers a create).
 */
export const seedSnapshots: Json<Snapshot>[] = [
  {
    id: uid(ID.snapshot, 1),
    name: 'web-1-data-nightly',
    description: 'Nightly snapshot of the uploads disk',
    disk_id: uid(ID.disk, 101),
    project_id: webFrontend.id,
    size: 100 * GiB,
    state: 'ready',
    time_created: '2025-11-20T02:00:00Z',
    time_modified: '2025-11-20T02:00:00Z',
  },
]
