import type { BlockSize } from '@oxide/api'
import { InvalidValues, req } from '~/api/request'
import { CHUNK_BYTES, chunkCount, importDiskSize } from '~/util/chunks'
import type { BLOCK_SIZES } from '~/util/disk-states'
import { generateName } from '~/util/generated-name'
import { formatBytes, groupDigits, KiB } from '~/util/units'
import type { UploadPlan } from './upload-run'

/** The upload form's values. */
export type UploadValues = {
  name: string
  description: string
  os: string
  version: string
  blockSize: (typeof BLOCK_SIZES)[number]
  file: Blob | null
}

export const uploadDefaults: UploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  // most disk images are made for 512-byte sectors; an ISO wants 2048
  blockSize: '512',
  file: null,
}

/**
 * The requests an upload is sure to send, made once from the values so the review shows the
 * very ones that are sent (the temporary names are drawn here): create the import-ready disk,
 * put it in import mode, take it out again, finalize it with a snapshot. What comes between and
 * after depends on the file's contents and on ids the server has yet to give (`uploadNotes`).
 */
export function planUpload(project: string, v: UploadValues): UploadPlan {
  if (!v.file) throw new InvalidValues('file', 'Image file is required')
  const disk = generateName(['tmp', v.name, 'upload'])
  const snapshot = generateName(['tmp', v.name, 'snapshot'])
  const blockSize = Number(v.blockSize) as BlockSize
  const where = { path: { disk }, query: { project } }
  return {
    project,
    file: v.file,
    blockSize,
    disk,
    snapshot,
    image: { name: v.name, description: v.description, os: v.os, version: v.version },
    createDisk: req('diskCreate', {
      query: { project },
      body: {
        name: disk,
        description: `Temporary disk for uploading image ${v.name}`,
        size: importDiskSize(v.file.size),
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'importing_blocks', blockSize },
        },
      },
    }),
    startImport: req('diskBulkWriteImportStart', where),
    stopImport: req('diskBulkWriteImportStop', where),
    finalize: req('diskFinalizeImport', { ...where, body: { snapshotName: snapshot } }),
  }
}

/** The planned requests in the order they are sent. */
export const plannedRequests = (p: UploadPlan) => [
  p.createDisk,
  p.startImport,
  p.stopImport,
  p.finalize,
]

/** What the review says of the requests it cannot show exactly. */
export function uploadNotes(p: UploadPlan): string[] {
  const chunks = chunkCount(p.file.size)
  return [
    `Between requests 2 and 3: POST /v1/disks/${p.disk}/bulk-write for each ${CHUNK_BYTES / KiB} KiB of the file that is not all zeros (at most ${groupDigits(chunks)} for ${formatBytes(p.file.size)}), four at a time, each with its offset and data in base64.`,
    `After request 4: GET /v1/snapshots/${p.snapshot}, then POST /v1/images with its id (name ${p.image.name}), then DELETE the temporary disk and snapshot. If a step fails, what was made is deleted.`,
  ]
}
