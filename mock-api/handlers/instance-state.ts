import type { Instance, InstanceState } from '@oxide/api'
import { config } from '../config'
import { db } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'

/**
 * Instance run states, computed lazily: an action sets the first state and schedules the next
 * ones (db.instanceSchedules), and every read applies the steps whose time has come. No timers,
 * so the browser, the HTTP server and tests behave alike, and tests move a fake clock.
 */
export const TRANSITIONAL: InstanceState[] = ['creating', 'starting', 'stopping', 'rebooting']

const iso = (ms: number) => new Date(ms).toISOString()

/** Apply the steps that are due; returns the same record. */
export function settle(instance: Json<Instance>): Json<Instance> {
  const steps = db.instanceSchedules[instance.id]
  if (!steps) return instance
  const now = Date.now()
  let step = steps[0]
  while (step && step.at <= now) {
    instance.run_state = step.state
    instance.time_run_state_updated = iso(step.at)
    steps.shift()
    step = steps[0]
  }
  if (steps.length === 0) delete db.instanceSchedules[instance.id]
  return instance
}

/** Enter `first` now, then each of `next` one transition step after the other. */
export function transition(
  instance: Json<Instance>,
  first: InstanceState,
  ...next: InstanceState[]
) {
  const now = Date.now()
  instance.run_state = first
  instance.time_run_state_updated = iso(now)
  if (next.length === 0) delete db.instanceSchedules[instance.id]
  else
    db.instanceSchedules[instance.id] = next.map((state, i) => ({
      state,
      at: now + (i + 1) * config.transitionMs,
    }))
  return settle(instance)
}

/** Spec section 4: the actions and the run states that allow them. */
export const ALLOWED = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  bootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof ALLOWED

const REFUSAL: Record<InstanceAction, (state: InstanceState) => string> = {
  start: (s) => `instance must be stopped or failed to be started (it is ${s})`,
  delete: (s) => `instance must be stopped or failed to be deleted (it is ${s})`,
  resize: (s) => `instance must be stopped to be resized (it is ${s})`,
  bootDisk: (s) => `instance must be stopped to change its boot disk (it is ${s})`,
  reboot: (s) => `instance must be running to be rebooted (it is ${s})`,
  stop: (s) => `instance cannot be stopped while it is ${s}`,
  detachDisk: (s) => `instance must be stopped to detach a disk (it is ${s})`,
  attachDisk: (s) => `instance must be stopped to attach a disk (it is ${s})`,
  updateNic: (s) => `instance must be stopped to change its network interfaces (it is ${s})`,
  serialConsole: (s) => `instance is ${s} and has no active serial console server`,
  addToAffinityGroup: (s) => `instance must be stopped to be added to a group (it is ${s})`,
}

export const allows = (action: InstanceAction, state: InstanceState) =>
  (ALLOWED[action] as readonly InstanceState[]).includes(state)

/** Refuse, as the real API does with a 400, an action the instance's state does not allow. */
export function requireState(instance: Json<Instance>, action: InstanceAction) {
  settle(instance)
  if (!allows(action, instance.run_state)) throw invalidRequest(REFUSAL[action](instance.run_state))
}
