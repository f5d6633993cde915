import { useSearchParams } from 'react-router'
import type { TabLink } from './route-tabs'

/**
 * A page's tabs kept in the URL's `?tab=` rather than in routes of their own (a pool has one
 * path, as the spec gives a silo's IP pools `?tab=ip-pools`), so a tab can be linked and Back
 * returns to it. The first tab is the page's default.
 */
export type SearchTab<I extends string = string> = { readonly id: I; readonly label: string }

/** The tab the URL names; none, or one the page does not have, is the first. */
export function useSearchTab<I extends string>(
  tabs: readonly [SearchTab<I>, ...SearchTab<I>[]],
): I {
  const [params] = useSearchParams()
  const named = params.get('tab')
  return (tabs.find((t) => t.id === named) ?? tabs[0]).id
}

export const searchTabLinks = <I extends string>(
  tabs: readonly SearchTab<I>[],
  active: I,
): TabLink[] =>
  tabs.map((tab) => ({ label: tab.label, to: `?tab=${tab.id}`, active: tab.id === active }))
