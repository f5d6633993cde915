import { Tabs as BaseTabs } from '@base-ui/react/tabs'
import type { ReactNode } from 'react'

export type Tab = { value: string; label: string; content: ReactNode }

/**
 * Tabs within one screen or dialog, as a segmented control (route tabs are links:
 * components/route-tabs.tsx). Arrow keys move between tabs, Tab moves into the panel; only the
 * chosen panel is mounted.
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <BaseTabs.Root defaultValue={tabs[0]?.value} className="flex min-w-0 flex-col gap-3">
      <BaseTabs.List
        aria-label={label}
        className="flex w-fit max-w-full gap-0.5 overflow-x-auto rounded-md border border-line bg-sunken p-0.5"
      >
        {tabs.map((tab) => (
          <BaseTabs.Tab
            key={tab.value}
            value={tab.value}
            className="shrink-0 rounded px-2.5 py-1 text-xs font-medium whitespace-nowrap text-secondary hover:text-default focus-visible:outline-offset-[-2px] data-active:bg-raise data-active:text-default data-active:shadow-sm"
          >
            {tab.label}
          </BaseTabs.Tab>
        ))}
      </BaseTabs.List>
      {tabs.map((tab) => (
        <BaseTabs.Panel key={tab.value} value={tab.value} className="flex min-w-0 flex-col gap-3">
          {tab.content}
        </BaseTabs.Panel>
      ))}
    </BaseTabs.Root>
  )
}
