import type { BlockSize, DiskCreate, DiskSource, Image, Snapshot } from '@oxide/api'
import type { DiskSourceSize, NewDiskValues } from '~/resources/disks/fields'
import { gibToBytes } from '~/util/units'

/** Where a new disk's blocks come from. */
export type DiskSourceKind = 'blank' | 'snapshot' | 'image'

export const BLOCK_SIZES = ['512', '2048', '4096'] as const satisfies readonly `${BlockSize}`[]

/** The create form's values: sizes in GiB, the snapshot and image by id. */
export type DiskCreateValues = NewDiskValues & {
  source: DiskSourceKind
  blockSize: (typeof BLOCK_SIZES)[number]
  snapshot: string
  image: string
}

export const diskCreateDefaults: DiskCreateValues = {
  name: '',
  description: '',
  size: 10,
  source: 'blank',
  blockSize: '4096',
  snapshot: '',
  image: '',
}

/** The chosen snapshot or image, whose size the disk must reach; none for a blank disk. */
export function chosenSource(
  values: Pick<DiskCreateValues, 'source' | 'snapshot' | 'image'>,
  snapshots: Snapshot[],
  images: Image[],
): DiskSourceSize | undefined {
  const found =
    values.source === 'snapshot'
      ? snapshots.find((s) => s.id === values.snapshot)
      : values.source === 'image'
        ? images.find((i) => i.id === values.image)
        : undefined
  return found && values.source !== 'blank' ? { kind: values.source, size: found.size } : undefined
}

function diskSource(v: DiskCreateValues): DiskSource {
  if (v.source === 'snapshot') return { type: 'snapshot', snapshotId: v.snapshot }
  if (v.source === 'image') return { type: 'image', imageId: v.image }
  return { type: 'blank', blockSize: Number(v.blockSize) as BlockSize }
}

/**
 * The request: a distributed disk (the kind the console creates); a snapshot or image brings
 * its own block size, so only a blank disk names one.
 */
export const toDiskCreate = (v: DiskCreateValues): DiskCreate => ({
  name: v.name,
  description: v.description,
  size: gibToBytes(v.size),
  diskBackend: { type: 'distributed', diskSource: diskSource(v) },
})
