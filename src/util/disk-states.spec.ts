import { describe, expect, it } from 'vitest'
import {
  DISK_STATES,
  type DiskAction,
  type DiskStateName,
  diskActionDisabled,
  diskCan,
  isDiskTransitional,
} from './disk-states'

/** Spec section 4's disk table, row by row. */
const SPEC: [DiskAction, string, DiskStateName[]][] = [
  ['delete', 'delete', ['detached', 'faulted']],
  ['snapshot', 'snapshot', ['attached', 'detached']],
  ['attach', 'attach', ['creating', 'detached']],
  ['detach', 'detach', ['attached']],
  ['setAsBootDisk', 'set as boot disk', ['attached']],
]

describe('disk actions by disk state (spec section 4)', () => {
  it('knows all twelve disk states', () => {
    expect(DISK_STATES).toHaveLength(12)
  })

  describe.each(SPEC)('%s (%s)', (action, _row, allowed) => {
    it.each(DISK_STATES.map((s) => [s, allowed.includes(s)] as const))(
      'in %s: allowed=%s',
      (state, ok) => {
        expect(diskCan(action, state)).toBe(ok)
        const reason = diskActionDisabled(action, state)
        if (ok) expect(reason).toBeUndefined()
        else expect(reason).toMatch(/^Only available when the disk is /)
      },
    )
  })

  it('words the reason for people', () => {
    expect(diskActionDisabled('delete', 'attached')).toBe(
      'Only available when the disk is detached or faulted',
    )
    expect(diskActionDisabled('detach', 'import_ready')).toBe(
      'Only available when the disk is attached',
    )
  })

  it('polls only states that move on by themselves', () => {
    expect(DISK_STATES.filter(isDiskTransitional)).toEqual([
      'attaching',
      'creating',
      'detaching',
      'importing_from_url',
      'finalizing',
    ])
  })
})
