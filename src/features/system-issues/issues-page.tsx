import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import {
  ISSUES_LIVE_MS,
  type IssueSource,
  useSystemIssues,
} from '~/resources/system-issues/queries'
import { Badge, type BadgeColor } from '~/ui/badge'
import { DateTime } from '~/ui/date-time'
import { EmptyState } from '~/ui/empty-state'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'
import { formatDateTime } from '~/util/dates'
import type { Severity, SystemIssue } from '~/util/system-issues'

const SEVERITY: Record<Severity, { label: string; color: BadgeColor }> = {
  critical: { label: 'Critical', color: 'red' },
  warning: { label: 'Warning', color: 'yellow' },
  notice: { label: 'Notice', color: 'blue' },
}

function IssueRow({ issue }: { issue: SystemIssue }) {
  const severity = SEVERITY[issue.severity]
  return (
    <li className="flex flex-col gap-1 border-b border-line px-4 py-3 last:border-b-0 sm:flex-row sm:items-start sm:gap-4">
      <Badge color={severity.color}>{severity.label}</Badge>
      <div className="min-w-0 flex-1">
        <Link
          to={issue.to}
          className="font-medium break-words text-default underline decoration-tertiary underline-offset-2 hover:decoration-current"
        >
          {issue.title}
        </Link>
        <p className="text-secondary">{issue.detail}</p>
      </div>
      <div className="flex shrink-0 flex-col text-sm text-secondary sm:items-end">
        <span>{issue.source}</span>
        {issue.since && (
          <span>
            since <DateTime date={issue.since} />
          </span>
        )}
      </div>
    </li>
  )
}

function Sources({ sources }: { sources: IssueSource[] }) {
  const failed = sources.filter((s) => s.error)
  const updated = Math.min(...sources.map((s) => s.updatedAt).filter((t) => t > 0))
  return (
    <>
      {failed.map((s) => (
        <Message key={s.label} variant="error" title={`${s.label} could not be checked`}>
          {s.error?.message}. The page asks again every {ISSUES_LIVE_MS / 1000} s; the issues below
          come from what did answer.
        </Message>
      ))}
      <p className="mb-3 text-sm text-secondary" aria-live="polite">
        Checked: {sources.map((s) => s.label).join(', ')}.
        {Number.isFinite(updated) && ` Up to date as of ${formatDateTime(new Date(updated))}.`}
      </p>
    </>
  )
}

/**
 * system/issues: what needs an operator now, most urgent first, each linked to where it is
 * dealt with. It asks again every ISSUES_LIVE_MS while open (and the tab visible), so an
 * issue dealt with leaves the list on its own.
 */
export default function IssuesPage() {
  const { issues, sources, pending } = useSystemIssues(ISSUES_LIVE_MS)
  return (
    <>
      <PageHeader title="Issues">
        What needs attention on the rack now, read from the hardware and your silo&apos;s instances,
        refreshed every {ISSUES_LIVE_MS / 1000} s.
      </PageHeader>
      <Sources sources={sources} />
      {issues.length > 0 ? (
        <section aria-labelledby="issues-heading">
          <h2 id="issues-heading" className="sr-only">
            {issues.length} {issues.length === 1 ? 'issue' : 'issues'}
          </h2>
          <ul className="rounded-lg border border-line bg-raise">
            {issues.map((issue) => (
              <IssueRow key={issue.id} issue={issue} />
            ))}
          </ul>
        </section>
      ) : pending ? (
        <Spinner label="Checking the rack" />
      ) : (
        <EmptyState title="No issues" body="Nothing on the rack needs attention now." />
      )}
    </>
  )
}
