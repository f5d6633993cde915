/**
 * Live state everywhere (issue 15): a screen showing something in a transitional state (an
 * instance starting, a disk attaching, a snapshot being taken) asks again every POLL_MS until
 * it settles, and not at all once nothing on it is in flight. These build the query's
 * `refetchInterval` from the resource's own rule; every list and detail page uses them.
 *
 * A hidden tab does not poll: TanStack Query skips interval refetches while the document is
 * hidden unless `refetchIntervalInBackground` is set, which no query here sets (poll.spec.ts
 * holds that), and the next tick after the tab shows again fetches.
 */
export const POLL_MS = 1000

type Polled<T> = { state: { data?: T } }

/** Poll while the data (one resource) is in flight by `busy`. */
export const pollWhile =
  <T>(busy: (data: T) => boolean) =>
  (query: Polled<T>): number | false =>
    query.state.data !== undefined && busy(query.state.data) ? POLL_MS : false

/**
 * Poll while the data is in flight, and every `ms` while it is `waiting` for something outside
 * the console (a page waiting for an instance to run again).
 */
export const pollWhileOrWaiting =
  <T>(busy: (data: T) => boolean, waiting: (data: T) => boolean, ms: number) =>
  (query: Polled<T>): number | false => {
    const data = query.state.data
    if (data === undefined) return false
    return busy(data) ? POLL_MS : waiting(data) ? ms : false
  }

/** Poll while any item of the page (a list) is in flight by `busy`. */
export const pollWhileAny = <T>(busy: (item: T) => boolean) =>
  pollWhile<{ items: T[] }>((page) => page.items.some(busy))

/**
 * Every `ms` whatever the data: a screen that watches for change from outside the console (the
 * issues page), still only while the tab is visible.
 */
export const pollEvery =
  (ms: number) =>
  (_query: Polled<unknown>): number =>
    ms
