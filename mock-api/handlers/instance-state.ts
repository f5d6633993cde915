import type { Instance, InstanceState } from '@oxide/api'
import { config } from '../config'
import { db } from '../db'
import { conflict, invalidRequest } from '../errors'
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
  // refused only with a sled reservation, i.e. an active VMM (row 14)
  addToAffinityGroup: ['stopped', 'failed', 'creating'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof ALLOWED

/** States with an active VMM (the real API's "not yet fully stopped"). */
const HAS_VMM: InstanceState[] = ['running', 'starting', 'stopping', 'rebooting', 'migrating']

/** The real API's refusal per action, status and text (real-api-behaviour.md row 4). */
const REFUSAL: Record<InstanceAction, (state: InstanceState) => Response> = {
  start: (s) =>
    s === 'stopping'
      ? conflict('instance must finish stopping before it can be started')
      : conflict(`instance is in state ${s} but it must be stopped to be started`),
  delete: (s) =>
    invalidRequest(
      HAS_VMM.includes(s)
        ? 'cannot delete instance: instance is running or has not yet fully stopped'
        : `instance cannot be deleted in state "${s}"`,
    ),
  resize: () => conflict('instance must be stopped to change CPU or memory'),
  bootDisk: () => conflict('instance must be stopped to set boot disk'),
  reboot: (s) => invalidRequest(`cannot reboot an instance in state ${s} with no VMM`),
  stop: (s) => invalidRequest(`instance cannot be stopped while it is ${s}`),
  detachDisk: () => invalidRequest('cannot detach disk: instance is not fully stopped'),
  // with a VMM, or with none in a state other than creating and stopped (ds/disk.rs)
  attachDisk: (s) =>
    invalidRequest(
      HAS_VMM.includes(s)
        ? 'cannot attach disk: instance is not fully stopped'
        : `cannot attach disk to instance in ${s} state`,
    ),
  updateNic: () => invalidRequest('Instance must be stopped to update its network interfaces'),
  // with a VMM between states the server names the state; with none, says there is no server
  serialConsole: (s) =>
    invalidRequest(
      HAS_VMM.includes(s)
        ? `cannot connect to serial console of instance in state "${s}"`
        : `instance is ${s} and has no active serial console server`,
    ),
  // handlers/affinity.ts words it per kind of group
  addToAffinityGroup: () => invalidRequest('Instance cannot be added to a group with reservation'),
}

export const allows = (action: InstanceAction, state: InstanceState) =>
  (ALLOWED[action] as readonly InstanceState[]).includes(state)

/** Refuse, as the real API does, an action the instance's state does not allow. */
export function requireState(instance: Json<Instance>, action: InstanceAction) {
  settle(instance)
  if (!allows(action, instance.run_state)) throw REFUSAL[action](instance.run_state)
}

/** Start and stop are idempotent: an instance already on its way is answered as it is (202). */
export const ALREADY: Partial<Record<InstanceAction, readonly InstanceState[]>> = {
  start: ['starting', 'running', 'rebooting', 'migrating'],
  stop: ['stopped'],
}
export const already = (action: InstanceAction, instance: Json<Instance>) =>
  (ALREADY[action] ?? []).includes(settle(instance).run_state)
