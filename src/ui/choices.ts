/** One option of a radio group or a listbox: what both take. */
export type Choice<V extends string> = { value: V; label: string; description?: string }

/**
 * Options written one a line, in order: `{ allow: 'Allow' }`, or with a description,
 * `{ single_hop: ['Single hop', 'A directly connected peer'] }`.
 */
export function choices<V extends string>(
  spec: Record<V, string | readonly [label: string, description: string]>,
): Choice<V>[] {
  return (Object.keys(spec) as V[]).map((value) => {
    const item = spec[value]
    return typeof item === 'string'
      ? { value, label: item }
      : { value, label: item[0], description: item[1] }
  })
}
