import { useEffect, useRef } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { cn } from '~/ui/cn'

export type TabLink = {
  label: string
  to: string
  /** Other paths the tab is active on, with what is below them (its create form's path). */
  also?: string[]
  /** Whether the tab is the current one, where the path does not say (a `?tab=` tab). */
  active?: boolean
}

const under = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`)

/**
 * The one tab bar: each tab is a link, to its own route or to the page's `?tab=`, the active
 * one marked with aria-current (in-dialog tabs with panels are `ui/tabs.tsx`, a tablist with no
 * URL). On a narrow screen the bar scrolls sideways inside itself (never the page) and keeps
 * the active tab in view.
 */
export function TabBar({ tabs, label }: { tabs: TabLink[]; label: string }) {
  const bar = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const active = tabs.map(
    (tab) => tab.active ?? [tab.to, ...(tab.also ?? [])].some((path) => under(pathname, path)),
  )
  const current = active.indexOf(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the path
  useEffect(() => {
    const tab = bar.current?.querySelector<HTMLElement>('[aria-current="page"]')
    // scroll the bar only: scrollIntoView would also scroll the page
    if (tab && bar.current) {
      const { offsetLeft, offsetWidth } = tab
      const { scrollLeft, clientWidth } = bar.current
      if (offsetLeft < scrollLeft) bar.current.scrollLeft = offsetLeft
      else if (offsetLeft + offsetWidth > scrollLeft + clientWidth)
        bar.current.scrollLeft = offsetLeft + offsetWidth - clientWidth
    }
  }, [pathname, current])
  return (
    <nav
      ref={bar}
      aria-label={label}
      // the bar's rule is an inset shadow, so the scroll box does not clip it
      className="relative mb-5 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0] shadow-line"
    >
      {tabs.map((tab, i) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={active[i] ? 'page' : undefined}
          className={cn(
            // the focus ring inside the link: the scroll box would clip one outside it
            'shrink-0 border-b-2 px-3 py-2 font-medium whitespace-nowrap focus-visible:outline-offset-[-2px]',
            active[i]
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

/** A tab bar whose tabs are routes, with the tab's route rendered below it. */
export function RouteTabs(props: { tabs: TabLink[]; label: string }) {
  return (
    <>
      <TabBar {...props} />
      <Outlet />
    </>
  )
}
