import { Link, useSearchParams } from 'react-router'
import { cn } from '~/ui/cn'

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

export function PoolTabs({ active }: { active: PoolTab }) {
  return (
    <nav
      aria-label="IP pool tabs"
      className="relative mb-5 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0] shadow-line"
    >
      {POOL_TABS.map((tab) => (
        <Link
          key={tab.id}
          to={`?tab=${tab.id}`}
          aria-current={tab.id === active ? 'page' : undefined}
          className={cn(
            'shrink-0 border-b-2 px-3 py-2 font-medium whitespace-nowrap focus-visible:outline-offset-[-2px]',
            tab.id === active
              ? 'border-accent text-default'
              : 'border-transparent text-secondary hover:text-default',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
