/** One API call of a page load: when it started and ended, on the page's performance clock (ms). */
export type Call = { start: number; end: number }

/**
 * The API round trips a page waited for before its content showed (issue 29). A call that
 * started only after another had ended may have waited for it: it is one round trip further
 * along. The content waited for the calls that had ended when it showed; the longest chain among
 * them is the count. Calls still in flight then did not gate it (a badge's count, a poll).
 */
export function tripsBeforeContent(calls: Call[], content: number): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start)
  const level = new Map<Call, number>()
  let trips = 0
  for (const call of sorted) {
    let before = 0
    for (const [earlier, l] of level) if (earlier.end <= call.start) before = Math.max(before, l)
    level.set(call, before + 1)
    if (call.end <= content) trips = Math.max(trips, before + 1)
  }
  return trips
}

/** The calls a page made before its content showed: what it asked for to show anything. */
export const callsBeforeContent = (calls: Call[], content: number) =>
  calls.filter((c) => c.start < content).length

/** The calls that started within `ms` after the content showed: what the page kept asking. */
export const callsAfterContent = (calls: Call[], content: number, ms: number) =>
  calls.filter((c) => c.start >= content && c.start < content + ms).length
