import type { Sled } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { fitReport, mostRoomText, roomOn } from './fit'
import { GiB } from './units'

const sled = (
  serial: string,
  provisionPolicy: 'provisionable' | 'non_provisionable' = 'provisionable',
) =>
  ({
    id: serial,
    baseboard: { serial },
    policy: { kind: 'in_service', provisionPolicy },
    usableHardwareThreads: 128,
    usablePhysicalRam: 1024 * GiB,
  }) as Sled

describe('will it fit', () => {
  it('counts the room the scarcer of threads and memory leaves', () => {
    const load = { sled: sled('a'), used: { cpus: 120, memory: 100 * GiB } }
    expect(roomOn(load, { ncpus: 4, memory: 8 * GiB })).toBe(2) // threads: 8 left
    expect(roomOn(load, { ncpus: 1, memory: 512 * GiB })).toBe(1) // memory: 924 GiB left
    expect(roomOn({ ...load, used: { cpus: 130, memory: 0 } }, { ncpus: 1, memory: GiB })).toBe(0)
  })

  it('adds up the sleds that take work, most room first', () => {
    const report = fitReport(
      [
        { sled: sled('a'), used: { cpus: 124, memory: 0 } },
        { sled: sled('b'), used: { cpus: 0, memory: 0 } },
        { sled: sled('c', 'non_provisionable'), used: { cpus: 0, memory: 0 } },
        { sled: sled('d'), used: { cpus: 128, memory: 0 } },
      ],
      { ncpus: 4, memory: 16 * GiB },
    )
    expect(report.open).toBe(3)
    expect(report.fitting.map((r) => [r.sled.id, r.room])).toEqual([
      ['b', 32],
      ['a', 1],
    ])
    expect(report.total).toBe(33)
    // the room says what it counts
    expect(mostRoomText(report.fitting)).toBe('b (32 instances), a (1 instance)')
  })
})
