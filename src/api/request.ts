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
