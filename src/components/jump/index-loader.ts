import type { PageParams } from '~/api/query'

/**
 * How the jump index reads whole collections: page after page with a large limit, so a project
 * with 5,000 instances is found whole, and never more than a few requests at a time, so opening
 * the dialog on a large silo does not flood the API (or starve the page behind it).
 */

/** The largest page the API serves. */
export const INDEX_PAGE_LIMIT = 1000
/** Requests of the index in flight at once, across all collections. */
export const INDEX_CONCURRENCY = 4

export type Page<T> = { items: T[]; nextPage?: string | null }

/**
 * Every item of a collection: pages are read until the API gives no next page, a page comes
 * back short (the last one; the API's token after a full last page would only lead to an empty
 * page), or a token repeats (a server bug must not loop forever).
 */
export async function fetchAll<T>(
  fetchPage: (page: PageParams) => Promise<Page<T>>,
  limit = INDEX_PAGE_LIMIT,
): Promise<T[]> {
  const all: T[] = []
  const seen = new Set<string>()
  let pageToken: string | undefined
  for (;;) {
    const page = await fetchPage(pageToken ? { limit, pageToken } : { limit })
    all.push(...page.items)
    const next = page.nextPage ?? undefined
    if (!next || page.items.length < limit || seen.has(next)) return all
    seen.add(next)
    pageToken = next
  }
}

/** Runs at most `max` tasks at once; the rest wait their turn, first come first served. */
export function limiter(max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  // a finished task hands its slot straight to the next in line, so a newcomer can never
  // slip in between and make it max + 1
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      release()
    }
  }
}
