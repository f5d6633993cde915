import type { Instance, InstanceState } from '@oxide/api'

/**
 * The run-state rules the console applies (which actions a state allows, and the reason when
 * not), here because more than one feature uses them. The mock keeps the server's own copy
 * (mock-api/handlers/instance-state.ts): this table is what the console expects, that one
 * what the server enforces.
 */

/** `a`, `a or b`, `a, b or c` */
export const orList = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/**
 * A resource's state rules: the states the server moves on from by itself (`isTransitional`: a
 * screen showing one polls until it settles), and from the table of actions and the states
 * that allow each, whether a state allows an action (`can`) and if not, why (`disabled`),
 * worded for a disabled control's tooltip: 'Only available when the disk is detached or
 * faulted'. `label` words a state for people where its name will not do.
 */
export function stateRules<S extends string, A extends string>({
  noun,
  transitional,
  actions,
  label = (state) => state,
}: {
  noun: string
  transitional: readonly S[]
  actions: Record<A, readonly S[]>
  label?: (state: S) => string
}) {
  const can = (action: A, state: S) => actions[action].includes(state)
  const disabled = (action: A, state: S): string | undefined =>
    can(action, state)
      ? undefined
      : `Only available when the ${noun} is ${orList(actions[action].map(label))}`
  const isTransitional = (state: S) => transitional.includes(state)
  return { can, disabled, isTransitional }
}

/** Spec section 4: the ten run states, in the order the spec lists them. */
export const INSTANCE_STATES = [
  'creating',
  'starting',
  'running',
  'rebooting',
  'stopping',
  'stopped',
  'repairing',
  'migrating',
  'failed',
  'destroyed',
] as const satisfies readonly InstanceState[]

/** Spec section 4: instance actions and the run states that allow them. */
export const INSTANCE_ACTION_STATES = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
  // not in the spec's table: the server's rule for attaching and detaching external IPs
  // (sagas/instance_common.rs), with no instance or a running or rebooting one
  changeExternalIp: ['stopped', 'running', 'rebooting'],
  // the same for external subnets (app/external_subnet.rs: a VMM between states is a 503)
  changeExternalSubnet: ['stopped', 'running', 'rebooting'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof INSTANCE_ACTION_STATES

/**
 * Whether a run state allows an action, and if not, why (for the disabled control's tooltip);
 * which states settle on their own (screens poll while one is on screen).
 */
export const {
  can: instanceCan,
  disabled: instanceActionDisabled,
  isTransitional,
} = stateRules<InstanceState, InstanceAction>({
  noun: 'instance',
  transitional: ['creating', 'starting', 'stopping', 'rebooting'],
  actions: INSTANCE_ACTION_STATES,
})

/**
 * Spec section 4: an instance is due an automatic restart when it is failed, auto-restart is
 * enabled, and the cooldown expiration is absent or already past.
 */
export function isAutoRestartDue(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now: Date = new Date(),
): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const until = instance.autoRestartCooldownExpiration
  return !until || until.getTime() <= now.getTime()
}
