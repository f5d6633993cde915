import { runChange, type Touches } from './change'
import type { Op } from './client'
import { call, type OpData, type OpParams } from './query'

/**
 * One API request as data: the operation and its params, exactly what `call` takes. A form
 * declares the requests its values make with these; the same objects are what is sent and what
 * the review shows (`describeRequest`, in describe-request.ts), so the two cannot differ.
 */
export type Req<O extends Op = Op> = { op: O; params: OpParams<O> }

export const req = <O extends Op>(op: O, params: OpParams<O>): Req<O> => ({ op, params })

export const send = <O extends Op>(r: Req<O>): Promise<OpData<O>> => call(r.op, r.params)

/**
 * The values cannot make a request, for a reason a field's own rule cannot see (a custom
 * network with no interfaces). The form shell puts the message on `field`, as a rule would.
 */
export class InvalidValues extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The requests a form's values make, and the one way to send exactly those. `notes` say what
 * else is sent that cannot be shown before it is (an upload's chunks, a request that needs an id
 * the server has yet to give); the review shows them beside the requests.
 */
export type Planned<R> = {
  requests: readonly Req[]
  send: () => Promise<R>
  notes?: readonly string[]
}

/**
 * A form's change, declared as data: from the values to the requests they make. The form shell
 * shows `requests` in its review and sends them with `send`, so what is reviewed is what is
 * sent. Building the plan may throw `InvalidValues`.
 */
export type Change<V, R> = (values: V) => Planned<R>

/**
 * Declare a form's change: `plan` builds its request(s) from the values with `req`, and `run`,
 * when given, sends them (`send`) and says what the form's `onSuccess` gets; by default the one
 * request is sent and its answer returned. After it succeeds, `touches` is refreshed as in
 * `runChange`. (Here rather than in change.ts, which the app's first chunk carries: only forms,
 * which load with their routes, need it.)
 *
 *   requestChange((body: Identity) => req('projectCreate', { body }), PROJECT_OPS)
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
