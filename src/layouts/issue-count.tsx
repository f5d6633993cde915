import { ISSUES_NAV_MS, useSystemIssues } from '~/resources/system-issues/queries'

/**
 * The number of open issues beside "Issues" in the system navigation, kept current while any
 * system page is open; nothing while they load or when there are none. Urgent ones (critical)
 * colour it; its words are part of the link's name. A source that could not be read is no
 * "nothing to see": a mark says some checks failed (the issues page names them and why).
 *
 * It asks only what is one call whatever the fleet's size, after the page's content (issue 29:
 * useSystemIssues; the layout renders it once the content has settled); what would take a read
 * per project or per receiver it counts only when the issues page has read it, and otherwise
 * says so in the link's name.
 */
export function IssueCount() {
  const { issues, sources } = useSystemIssues(ISSUES_NAV_MS, { whole: false, enabled: true })
  const failed = sources.filter((s) => s.error).length
  const unchecked = sources.filter((s) => s.unchecked).map((s) => s.label.toLowerCase())
  if (issues.length === 0 && failed === 0) return null
  const critical = issues.some((i) => i.severity === 'critical')
  return (
    <span className="ml-auto flex items-center gap-1">
      {issues.length > 0 && (
        <span
          className={
            critical
              ? 'rounded-full bg-danger-subtle px-1.5 text-xs font-semibold text-danger-fg'
              : 'rounded-full bg-notice-subtle px-1.5 text-xs font-semibold text-notice-fg'
          }
        >
          {issues.length}
          {unchecked.length > 0 && <span aria-hidden>+</span>}
          <span className="sr-only">
            {' need attention'}
            {unchecked.length > 0 && `; ${unchecked.join(' and ')} are checked on the issues page`}
          </span>
        </span>
      )}
      {failed > 0 && (
        <span
          data-testid="issue-checks-failed"
          className="rounded-full bg-danger-subtle px-1.5 text-xs font-semibold text-danger-fg"
        >
          <span aria-hidden>!</span>
          <span className="sr-only">
            {failed === 1 ? ', 1 check failed' : `, ${failed} checks failed`}
          </span>
        </span>
      )}
    </span>
  )
}
