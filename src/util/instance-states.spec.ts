import type { InstanceState } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import {
  INSTANCE_STATES,
  type InstanceAction,
  instanceActionDisabled,
  instanceCan,
  isAutoRestartDue,
  isTransitional,
  orList,
} from './instance-states'

/** Spec section 4's table, row by row, written out again so a change to either is caught. */
const SPEC: [InstanceAction, string, InstanceState[]][] = [
  ['start', 'start', ['stopped', 'failed']],
  ['delete', 'delete', ['stopped', 'failed']],
  ['resize', 'resize', ['stopped', 'failed', 'creating']],
  ['updateBootDisk', 'update boot disk', ['stopped', 'failed', 'creating']],
  ['reboot', 'reboot', ['running']],
  ['stop', 'stop', ['running', 'starting', 'rebooting', 'failed']],
  ['detachDisk', 'detach disk', ['creating', 'stopped', 'failed']],
  ['attachDisk', 'attach disk', ['creating', 'stopped']],
  ['updateNic', 'update network interface', ['stopped']],
  ['serialConsole', 'serial console', ['running', 'rebooting', 'migrating', 'repairing']],
  ['addToAffinityGroup', 'add to affinity group', ['stopped']],
  // the server's row, beside the spec's (attach or detach a floating or ephemeral IP)
  ['changeExternalIp', 'attach or detach an external IP', ['stopped', 'running', 'rebooting']],
  [
    'changeExternalSubnet',
    'attach or detach an external subnet',
    ['stopped', 'running', 'rebooting'],
  ],
]

describe('instance actions by run state (spec section 4)', () => {
  it('knows all ten run states', () => {
    expect(INSTANCE_STATES).toHaveLength(10)
  })

  describe.each(SPEC)('%s (%s)', (action, _row, allowed) => {
    it.each(INSTANCE_STATES.map((s) => [s, allowed.includes(s)] as const))(
      'in %s: allowed=%s',
      (state, ok) => {
        expect(instanceCan(action, state)).toBe(ok)
        const reason = instanceActionDisabled(action, state)
        if (ok) expect(reason).toBeUndefined()
        else expect(reason).toBe(`Only available when the instance is ${orList(allowed)}`)
      },
    )
  })

  it('words the reason for people', () => {
    expect(instanceActionDisabled('start', 'running')).toBe(
      'Only available when the instance is stopped or failed',
    )
    expect(instanceActionDisabled('resize', 'running')).toBe(
      'Only available when the instance is stopped, failed or creating',
    )
    expect(instanceActionDisabled('reboot', 'stopped')).toBe(
      'Only available when the instance is running',
    )
  })
})

describe('transitional states', () => {
  it.each(INSTANCE_STATES)('%s', (state) => {
    expect(isTransitional(state)).toBe(
      ['creating', 'starting', 'stopping', 'rebooting'].includes(state),
    )
  })
})

describe('isAutoRestartDue', () => {
  const now = new Date('2025-06-01T12:00:00Z')
  const failed = {
    runState: 'failed' as InstanceState,
    autoRestartEnabled: true,
    autoRestartCooldownExpiration: null,
  }

  it('is due when failed, enabled and no cooldown', () => {
    expect(isAutoRestartDue(failed, now)).toBe(true)
  })

  it('is due when the cooldown is past, or ends right now', () => {
    const past = new Date('2025-06-01T11:59:00Z')
    expect(isAutoRestartDue({ ...failed, autoRestartCooldownExpiration: past }, now)).toBe(true)
    expect(isAutoRestartDue({ ...failed, autoRestartCooldownExpiration: now }, now)).toBe(true)
  })

  it('is not due while the cooldown runs', () => {
    const future = new Date('2025-06-01T12:05:00Z')
    expect(isAutoRestartDue({ ...failed, autoRestartCooldownExpiration: future }, now)).toBe(false)
  })

  it('is not due when auto-restart is off', () => {
    expect(isAutoRestartDue({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
  })

  it.each(INSTANCE_STATES.filter((s) => s !== 'failed'))('is never due when %s', (runState) => {
    expect(isAutoRestartDue({ ...failed, runState }, now)).toBe(false)
  })
})
