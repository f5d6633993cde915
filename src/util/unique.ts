/** Spec section 5: lists that must hold unique items say so on duplicates. */
export const ITEMS_MUST_BE_UNIQUE = 'Items must be unique'

/**
 * A validator for a list field: undefined when every item is distinct by `key` (the item itself
 * by default), else the spec's message. `key` lets objects compare by what makes them the same,
 * as a string or number: e.g. a firewall target's `${type}:${value}`.
 */
export function validateUnique<T>(
  items: readonly T[],
  key: (item: T) => unknown = (item) => item,
): string | undefined {
  const seen = new Set(items.map(key))
  return seen.size === items.length ? undefined : ITEMS_MUST_BE_UNIQUE
}
