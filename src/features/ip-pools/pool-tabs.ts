import { useSearchParams } from 'react-router'
import type { TabLink } from '~/components/route-tabs'

/**
 * The pool page's two tabs, kept in the URL's `?tab=` (the spec gives the pool one path, as it
 * gives a silo's IP pools `?tab=ip-pools`), so a tab can be linked and Back returns to it.
 */
export const POOL_TABS = [
  { id: 'ranges', label: 'IP ranges' },
  { id: 'silos', label: 'Linked silos' },
] as const
export type PoolTab = (typeof POOL_TABS)[number]['id']

export function usePoolTab(): PoolTab {
  const [params] = useSearchParams()
  return params.get('tab') === 'silos' ? 'silos' : 'ranges'
}

export const poolTabs = (active: PoolTab): TabLink[] =>
  POOL_TABS.map((tab) => ({ label: tab.label, to: `?tab=${tab.id}`, active: tab.id === active }))
