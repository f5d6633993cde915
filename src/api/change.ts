import { useMutation } from '@tanstack/react-query'
import type { Op } from './client'
import type { ApiError } from './errors'
import { invalidate, type OpData } from './query'
import { type Req, send } from './request'

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

/** The requests a form's values make, and the one way to send exactly those. */
export type Planned<R> = { requests: readonly Req[]; send: () => Promise<R> }

/**
 * A form's change, declared as data: from the values to the requests they make. The form shell
 * shows `requests` in its review and sends them with `send`, so what is reviewed is what is
 * sent. Building the plan may throw `InvalidValues` (api/request.ts).
 */
export type Change<V, R> = (values: V) => Planned<R>

/**
 * Declare a form's change: `plan` builds its request(s) from the values with `req`, and `run`,
 * when given, sends them (`send`) and says what the form's `onSuccess` gets; by default the one
 * request is sent and its answer returned. After it succeeds, `touches` is refreshed as in
 * `runChange`.
 *
 *   requestChange((body: ProjectValues) => req('projectCreate', { body }), PROJECT_OPS)
 */
export function requestChange<V, O extends Op>(
  plan: (values: V) => Req<O>,
  touches: Touches,
): Change<V, OpData<O>>
export function requestChange<V, P extends Req | readonly Req[], R>(
  plan: (values: V) => P,
  touches: Touches,
  run: (plan: P, values: V) => Promise<R>,
): Change<V, R>
export function requestChange<V, P extends Req | readonly Req[], R>(
  plan: (values: V) => P,
  touches: Touches,
  run?: (plan: P, values: V) => Promise<R>,
): Change<V, R | unknown> {
  return (values) => {
    const planned = plan(values)
    const requests: readonly Req[] = isList(planned) ? planned : [planned]
    const go = (): Promise<unknown> => (run ? run(planned, values) : send(requests[0] as Req))
    return { requests, send: () => runChange(go, touches) }
  }
}

const isList = (p: Req | readonly Req[]): p is readonly Req[] => Array.isArray(p)
