import { queryClient } from './query'

type Selector = { path?: Record<string, unknown>; query?: Record<string, unknown> }
const holds = (whole: Record<string, unknown> | undefined, part: Record<string, unknown>) =>
  Object.entries(part).every(([k, v]) => whole?.[k] === v)

/**
 * What was read of an object that is gone, or now has another name: a delete's, or a rename's
 * (a PUT whose body names it anew), path and project selector name it. Its cached reads (its
 * view, its children's lists) are marked stale without a refetch: the page being left shows
 * what it showed, and a loader that comes back to it (Back) asks the server, which answers
 * that it is gone, rather than render the cached ghost (issue 27).
 */
export function staleAfterChange(op: string, method: 'DELETE' | 'PUT', params: unknown) {
  const { path, query, body } = (params ?? {}) as Selector & { body?: { name?: unknown } }
  if (!path || Object.keys(path).length === 0) return
  if (method === 'PUT') {
    const renamed = typeof body?.name === 'string' && !Object.values(path).includes(body.name)
    if (!renamed) return
  }
  const { limit: _l, pageToken: _p, sortBy: _s, ...selector } = query ?? {}
  if (method === 'DELETE') dropFromLists(op, path, selector)
  void queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: ({ queryKey }) => {
      const key = queryKey[1] as Selector | undefined
      return !!key?.path && holds(key.path, path) && holds(key.query, selector)
    },
  })
}

type Listed = { items?: unknown }
const named = (item: unknown, target: unknown) => {
  const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown }
  return id === target || name === target
}

/**
 * A deleted object leaves the cached pages of its own kind's list (`instanceDelete`:
 * `instanceList`) under the same selector at once, by the id or name it was deleted by: the
 * list shows it gone when the server says so, not a second or more later when its refetch
 * answers (issue 27: a deleted pool lingered 1-3 s). The refetch still follows.
 */
function dropFromLists(
  op: string,
  path: Record<string, unknown>,
  selector: Record<string, unknown>,
) {
  const values = Object.values(path)
  if (!op.endsWith('Delete') || values.length !== 1) return
  const list = `${op.slice(0, -'Delete'.length)}List`
  queryClient.setQueriesData<Listed>(
    {
      predicate: ({ queryKey }) =>
        queryKey[0] === list && holds((queryKey[1] as Selector | undefined)?.query, selector),
    },
    (data) =>
      data && Array.isArray(data.items)
        ? { ...data, items: data.items.filter((i) => !named(i, values[0])) }
        : data,
  )
}
