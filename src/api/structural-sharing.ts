const isPlainObject = (x: unknown): x is Record<string, unknown> => {
  if (typeof x !== 'object' || x === null) return false
  const proto = Object.getPrototypeOf(x)
  return proto === Object.prototype || proto === null
}

/**
 * TanStack Query's structural sharing, plus dates: the SDK turns every timestamp into a `Date`,
 * which the default sharing never treats as equal, so each refetch of unchanged data (a list
 * polled while an instance is starting) produced all-new objects and re-rendered every row.
 * Here parts of `next` equal to `prev` (dates by time) keep `prev`'s identity, and fully equal
 * data returns `prev` itself, so nothing re-renders.
 */
export function keepEqual(prev: unknown, next: unknown): unknown {
  if (prev === next) return prev
  if (prev instanceof Date && next instanceof Date)
    return prev.getTime() === next.getTime() ? prev : next
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length
    const out = next.map((item, i) => {
      const kept = keepEqual(prev[i], item)
      if (kept !== prev[i]) same = false
      return kept
    })
    return same ? prev : out
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next)
    let same = keys.length === Object.keys(prev).length
    const out: Record<string, unknown> = {}
    for (const key of keys) {
      out[key] = keepEqual(prev[key], next[key])
      if (out[key] !== prev[key] || !(key in prev)) same = false
    }
    return same ? prev : out
  }
  return next
}
