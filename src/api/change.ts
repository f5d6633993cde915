import { useMutation } from '@tanstack/react-query'
import type { Op } from './client'
import type { ApiError } from './errors'
import { invalidate } from './query'

/**
 * The operations whose cached answers a change makes stale, e.g. `['projectList', 'projectView']`.
 * Each resource keeps its list beside its query factories (`src/resources/<resource>/queries.ts`).
 */
export type Touches = readonly Op[]

/**
 * The one way to change data. `run` makes the call (or calls: a union of operations, such as
 * the affinity and anti-affinity variants, is just a `run` that picks one); when it succeeds,
 * every cached answer of the operations in `touches` is refreshed, and only then does the
 * promise resolve, so what follows (a toast, closing a modal, navigating) sees fresh data.
 * A failure refreshes nothing and rejects with the ApiError.
 */
export async function runChange<R>(run: () => Promise<R>, touches: Touches): Promise<R> {
  const result = await run()
  await invalidate(...touches)
  return result
}

/**
 * For forms: `runChange` as a mutation. The form shell submits with `mutateAsync`, shows
 * `error` inside the form, and runs its `onSuccess` (toast, then close or navigate) after the
 * refresh. Menu and confirm actions use `runAction` / `confirmAction` instead
 * (`components/confirm-action.tsx`), which share this core.
 */
export function useChange<V, R>(run: (values: V) => Promise<R>, touches: Touches) {
  return useMutation<R, ApiError, V>({
    mutationFn: (values) => runChange(() => run(values), touches),
  })
}
