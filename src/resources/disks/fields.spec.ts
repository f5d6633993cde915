import type { Image, Snapshot } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/units'
import {
  chosenSource,
  diskCreateDefaults,
  minDiskGiB,
  sourceSizeProblem,
  toDiskCreate,
} from './fields'

describe('a disk from a snapshot or image', () => {
  it('minDiskGiB rounds the source size up to whole GiB', () => {
    expect(minDiskGiB({ size: 2.5 * GiB })).toBe(3)
    expect(minDiskGiB({ size: 4 * GiB })).toBe(4)
    expect(minDiskGiB({ size: 1024 })).toBe(1)
    expect(minDiskGiB(undefined)).toBe(1)
  })

  it('is at least as large as its source, in the words of the API', () => {
    const image = { kind: 'image', size: 4 * GiB } as const
    expect(sourceSizeProblem(4, image)).toBeUndefined()
    expect(sourceSizeProblem(5, image)).toBeUndefined()
    expect(sourceSizeProblem(3, image)).toBe(
      'Disk size 3 GiB must be greater than or equal to image size 4 GiB',
    )
    expect(sourceSizeProblem(2, { kind: 'snapshot', size: 2.5 * GiB })).toBe(
      'Disk size 2 GiB must be greater than or equal to snapshot size 2.5 GiB',
    )
  })

  it('a blank disk has no source to fit', () => {
    expect(sourceSizeProblem(1, undefined)).toBeUndefined()
  })
})

const snapshot = { id: 'snap-id', size: 20 * GiB } as Snapshot
const image = { id: 'image-id', size: 2.5 * GiB } as Image
const values = { ...diskCreateDefaults, name: 'data', description: 'scratch', size: 30 }

describe('disk create request', () => {
  it('a blank disk names its block size', () => {
    expect(toDiskCreate({ ...values, blockSize: '512' })).toEqual({
      name: 'data',
      description: 'scratch',
      size: 30 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 512 } },
    })
  })

  it('a disk from a snapshot or image names it by id and no block size', () => {
    expect(
      toDiskCreate({ ...values, source: 'snapshot', snapshot: 'snap-id' }).diskBackend,
    ).toEqual({ type: 'distributed', diskSource: { type: 'snapshot', snapshotId: 'snap-id' } })
    expect(toDiskCreate({ ...values, source: 'image', image: 'image-id' }).diskBackend).toEqual({
      type: 'distributed',
      diskSource: { type: 'image', imageId: 'image-id' },
    })
  })
})

describe('the source a disk must fit', () => {
  it('is the chosen snapshot or image, with its size', () => {
    const pick = (change: Partial<typeof values>) =>
      chosenSource(
        { ...values, snapshot: 'snap-id', image: 'image-id', ...change },
        [snapshot],
        [image],
      )
    expect(pick({ source: 'snapshot' })).toEqual({ kind: 'snapshot', size: 20 * GiB })
    expect(pick({ source: 'image' })).toEqual({ kind: 'image', size: 2.5 * GiB })
    expect(pick({ source: 'blank' })).toBeUndefined()
    expect(pick({ source: 'image', image: '' })).toBeUndefined()
  })
})
