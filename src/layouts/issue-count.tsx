import { ISSUES_NAV_MS, useSystemIssues } from '~/resources/system-issues/queries'

/**
 * The number of open issues beside "Issues" in the system navigation, kept current while any
 * system page is open; nothing while they load or when there are none. Urgent ones (critical)
 * colour it; its words are part of the link's name.
 */
export function IssueCount() {
  const { issues } = useSystemIssues(ISSUES_NAV_MS)
  if (issues.length === 0) return null
  const critical = issues.some((i) => i.severity === 'critical')
  return (
    <span
      className={
        critical
          ? 'ml-auto rounded-full bg-danger-subtle px-1.5 text-xs font-semibold text-danger-fg'
          : 'ml-auto rounded-full bg-notice-subtle px-1.5 text-xs font-semibold text-notice-fg'
      }
    >
      {issues.length}
      <span className="sr-only"> need attention</span>
    </span>
  )
}
