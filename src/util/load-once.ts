/**
 * `load` run once. Its promise, once settled, carries its value where React's `use` reads it,
 * so a component that uses it after that renders at once instead of suspending.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().then((value) => {
      Object.assign(loading ?? {}, { status: 'fulfilled', value })
      return value
    })
    return loading
  }
}
