import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/units'
import { minDiskGiB, sourceSizeProblem } from './fields'

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
