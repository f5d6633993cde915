import type { PhysicalDisk, Sled, SledInstance } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { read } from './elevation-measures'

const sled = (policy: Sled['policy']): Sled =>
  ({
    id: 's1',
    policy,
    usableHardwareThreads: 128,
    usablePhysicalRam: 1024,
  }) as Sled
const inService = sled({ kind: 'in_service', provisionPolicy: 'provisionable' })
const instance = (ncpus: number, memory: number) => ({ ncpus, memory }) as SledInstance
const disk = (sledId: string, expunged: boolean) =>
  ({ sledId, policy: { kind: expunged ? 'expunged' : 'in_service' } }) as PhysicalDisk

describe('the rack elevation’s measures', () => {
  it('reads CPU and memory as shares of the sled, in four levels', () => {
    const facts = { sled: inService, instances: [instance(64, 100), instance(32, 412)], disks: [] }
    expect(read('cpu', facts)).toEqual({ text: '96 of 128 threads (75%)', level: 3 })
    expect(read('memory', facts)).toEqual({ text: '50% of memory', level: 2 })
    expect(read('cpu', { ...facts, instances: [] })).toEqual({
      text: '0 of 128 threads (0%)',
      level: 0,
    })
    expect(read('instances', { ...facts, instances: [instance(1, 1)] })).toEqual({
      text: '1 instance',
      level: 1,
    })
  })

  it('waits for the instances it needs, not for what it does not', () => {
    const facts = { sled: inService, instances: undefined, disks: [] }
    expect(read('cpu', facts)).toBeNull()
    expect(read('policy', facts)).toEqual({ text: 'provisionable', level: 0 })
  })

  it('tells policies and disk faults apart', () => {
    const none = { instances: [], disks: [disk('s1', true), disk('s1', false), disk('s2', true)] }
    expect(read('faults', { sled: inService, ...none })).toEqual({
      text: '1 disk expunged',
      level: 3,
    })
    expect(
      read('policy', {
        sled: sled({ kind: 'in_service', provisionPolicy: 'non_provisionable' }),
        ...none,
      }),
    ).toEqual({ text: 'not provisionable', level: 2 })
    expect(read('policy', { sled: sled({ kind: 'expunged' }), ...none })).toEqual({
      text: 'expunged',
      level: 3,
    })
  })
})
