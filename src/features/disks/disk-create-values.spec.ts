import type { Image, Snapshot } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/units'
import { chosenSource, diskCreateDefaults, toDiskCreate } from './disk-create-values'

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
