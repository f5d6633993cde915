import { NavLink, Outlet } from 'react-router'
import { cn } from '~/ui/cn'

export type TabLink = { label: string; to: string }

/**
 * Tabs that are routes: each tab is a link to its own path, the active one marked with
 * aria-current, and the tab's route renders below.
 */
export function RouteTabs({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className="mb-5 flex gap-1 border-b border-line">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 font-medium',
                isActive
                  ? 'border-accent text-default'
                  : 'border-transparent text-secondary hover:text-default',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  )
}
