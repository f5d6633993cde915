import type { AuditLogEntry, AuditLogEntryActor } from '@oxide/api'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { call, listQ, type PageParams, PICKER_LIMIT } from '~/api/query'
import type { TimeRange } from '~/util/oxql'

/**
 * The audit log (system/audit-log), newest first. A preset range starts at its start,
 * rounded down to the minute so the loader and the page ask the same thing, and has no end:
 * what happens while the page is open joins it on the next refresh. A custom range has both.
 */
export const auditLogList =
  ({ range, live }: { range: TimeRange; live: boolean }) =>
  ({ limit, pageToken }: PageParams) =>
    listQ(
      'auditLogList',
      {
        query: {
          startTime: new Date(Math.floor(range.start.getTime() / 60_000) * 60_000),
          ...(!live && { endTime: range.end }),
          sortBy: 'time_and_id_descending',
        },
      },
      { limit, ...(pageToken && { pageToken }) },
    )

/** A silo's users by id, to name an entry's actor (fleet viewers may list any silo's). */
export const siloUserNames = (silo: string) =>
  queryOptions({
    queryKey: ['siloUserList', { silo }, 'names'] as const,
    queryFn: async ({ signal }) => {
      const page = await call('siloUserList', { query: { silo, limit: PICKER_LIMIT } }, signal)
      return new Map(page.items.map((u) => [u.id, u.displayName]))
    },
    staleTime: 5 * 60_000,
  })

/** Who made the call, in words; a user whose name has not loaded (or is gone) by id. */
export function actorLabel(actor: AuditLogEntryActor, client: QueryClient): string {
  switch (actor.kind) {
    case 'silo_user':
      return (
        client.getQueryData(siloUserNames(actor.siloId).queryKey)?.get(actor.siloUserId) ??
        actor.siloUserId
      )
    case 'user_builtin':
      return `built-in user ${actor.userBuiltinId}`
    case 'scim':
      return 'SCIM client'
    case 'unauthenticated':
      return 'Not signed in'
  }
}

export const resultLabel = (result: AuditLogEntry['result']) =>
  result.kind === 'success'
    ? `${result.httpStatusCode}`
    : result.kind === 'error'
      ? `${result.httpStatusCode} ${result.errorCode ?? 'Error'}`
      : 'Unknown'
