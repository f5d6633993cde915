import { describe, expect, it } from 'vitest'
import { isSnapshotTransitional, SNAPSHOT_STATES, snapshotActionDisabled } from './snapshot-states'

describe('snapshot states', () => {
  it('knows the four states of spec section 4', () => {
    expect([...SNAPSHOT_STATES].sort()).toEqual(['creating', 'destroyed', 'faulted', 'ready'])
  })

  it('only creating settles on its own', () => {
    expect(SNAPSHOT_STATES.filter(isSnapshotTransitional)).toEqual(['creating'])
  })

  it('delete needs ready or faulted, as the server checks', () => {
    expect(snapshotActionDisabled('delete', 'ready')).toBeUndefined()
    expect(snapshotActionDisabled('delete', 'faulted')).toBeUndefined()
    expect(snapshotActionDisabled('delete', 'creating')).toBe(
      'Only available when the snapshot is ready or faulted',
    )
  })

  it('an image is made from a ready snapshot only', () => {
    expect(snapshotActionDisabled('createImage', 'ready')).toBeUndefined()
    expect(snapshotActionDisabled('createImage', 'faulted')).toBe(
      'Only available when the snapshot is ready',
    )
  })
})
