import type { AuditLogEntry } from '@oxide/api'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { prefetch } from '~/api/query'
import { pageParamsOf } from '~/components/list/page-params'
import { PageHeader } from '~/components/page-header'
import { QueryTable } from '~/components/query-table'
import { resolveRange } from '~/components/time-range/range'
import { TimeRangeToolbar, useTimeRange } from '~/components/time-range/toolbar'
import { actorLabel, auditLogList, resultLabel, siloUserNames } from '~/resources/audit-log/queries'
import { Badge } from '~/ui/badge'
import { DateTime } from '~/ui/date-time'
import { EmptyState } from '~/ui/empty-state'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { toast } from '~/ui/toast'
import { auditHandoff, EntryDetails } from './entry-details'

export async function loader({ request }: LoaderFunctionArgs) {
  const resolved = resolveRange(new URL(request.url).searchParams, Date.now())
  if (resolved.range)
    await prefetch(
      auditLogList({ range: resolved.range, live: resolved.choice !== 'custom' })(
        pageParamsOf(request),
      ),
    )
  return null
}

/** Who made the call; a silo user's name comes with their silo's user list (once per silo). */
function Actor({ entry }: { entry: AuditLogEntry }) {
  const client = useQueryClient()
  const { actor } = entry
  const siloId = actor.kind === 'silo_user' ? actor.siloId : ''
  // the names arrive after the rows: reading them re-renders the cell with the name
  useQuery({ ...siloUserNames(siloId), enabled: siloId !== '' })
  const label = actorLabel(actor, client)
  return actor.kind === 'silo_user' ? (
    <span className={label === actor.siloUserId ? 'font-mono text-secondary' : undefined}>
      {label}
    </span>
  ) : (
    <span className="text-secondary">{label}</span>
  )
}

/** The first failed read of a silo's user names, if any: those users show by id. */
function useNamesError(): Error | null {
  const cache = useQueryClient().getQueryCache()
  return useSyncExternalStore(
    (changed) => cache.subscribe(changed),
    () =>
      cache
        .findAll({ queryKey: ['siloUserList'] })
        .find((q) => q.queryKey[2] === 'names' && q.state.status === 'error')?.state.error ?? null,
  )
}

/** Says why some users show by id: their names could not be read. */
function NamesNotice() {
  const error = useNamesError()
  if (!error) return null
  return (
    <p role="status" className="mb-2 text-sm text-secondary">
      Some user names could not be loaded ({error.message}); those users are shown by id.
    </p>
  )
}

const ResultBadge = ({ result }: { result: AuditLogEntry['result'] }) => (
  <Badge color={result.kind === 'success' ? 'green' : result.kind === 'error' ? 'red' : 'neutral'}>
    {resultLabel(result)}
  </Badge>
)

function useColumns(): Column<AuditLogEntry>[] {
  const client = useQueryClient()
  return useMemo(
    () => [
      {
        header: 'Time',
        // on a phone the date and the time share the width with what happened: they wrap
        className: 'max-sm:whitespace-normal',
        value: (e) => e.timeCompleted,
        cell: (e) => <DateTime date={e.timeCompleted} wrap />,
      },
      {
        header: 'User',
        phone: false,
        value: (e) => actorLabel(e.actor, client),
        cell: (e) => <Actor entry={e} />,
      },
      {
        header: 'Operation',
        className: 'max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]',
        value: (e) => e.operationId,
        cell: (e) => <span className="font-mono">{e.operationId}</span>,
      },
      {
        header: 'Result',
        value: (e) => resultLabel(e.result),
        cell: (e) => <ResultBadge result={e.result} />,
      },
      {
        header: 'Request ID',
        phone: false,
        value: (e) => e.requestId,
        cell: (e) => <span className="font-mono text-secondary">{e.requestId}</span>,
      },
    ],
    [client],
  )
}

/**
 * system/audit-log: every change made through the API (and every sign-in), who made it, when
 * and how it ended, over a chosen time range, newest first. The filter box finds entries by
 * user, operation, result or request id across the whole range. Any entry copies as a
 * support handoff.
 */
export default function AuditLogPage() {
  const client = useQueryClient()
  const range = useTimeRange(['auditLogList'])
  const live = range.choice !== 'custom'
  // a preset's start counts by the minute (as the query rounds it), so a re-render keeps the query
  const exact = range.range?.start.getTime()
  const start = exact !== undefined && live ? Math.floor(exact / 60_000) * 60_000 : exact
  const end = range.range?.end.getTime()
  const query = useMemo(
    () =>
      start !== undefined && end !== undefined
        ? auditLogList({ range: { start: new Date(start), end: new Date(end) }, live })
        : undefined,
    [start, end, live],
  )
  const [open, setOpen] = useState<AuditLogEntry | null>(null)
  const columns = useColumns()
  const rowActions = useCallback(
    (e: AuditLogEntry): MenuAction[] => [
      { label: 'View details', onActivate: () => setOpen(e) },
      {
        label: 'Copy for support',
        onActivate: () => {
          navigator.clipboard.writeText(auditHandoff(e, actorLabel(e.actor, client))).then(
            () => toast.success({ title: 'Copied for support' }),
            () =>
              toast.error({
                title: 'Could not copy',
                description: 'The browser refused the clipboard.',
              }),
          )
        },
      },
    ],
    [client],
  )
  return (
    <>
      <PageHeader title="Audit log">
        Every change made through the API, and every sign-in: who, when, and how it ended. Reads are
        not logged.
      </PageHeader>
      <TimeRangeToolbar metric={range} />
      <NamesNotice />
      {query && (
        <QueryTable
          label="Audit log"
          query={query}
          columns={columns}
          rowActions={rowActions}
          emptyState={
            <EmptyState
              title="Nothing logged in this range"
              body="No change was made through the API in this time range. Choose a longer one."
            />
          }
        />
      )}
      {open && <EntryDetails entry={open} onClose={() => setOpen(null)} />}
    </>
  )
}
