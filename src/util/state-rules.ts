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
