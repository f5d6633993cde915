import type { ConsoleSession } from '@oxide/api'
import { useCallback } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { meQuery } from '~/api/current-user'
import { ensure, type PageParams, prefetch, usePrefetchedQuery } from '~/api/query'
import { createdColumn } from '~/components/columns'
import { confirmAction } from '~/components/confirm-action'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { signOut } from '~/components/sign-out'
import { sessionList, signOutEverywhere } from '~/resources/sessions/queries'
import { Button } from '~/ui/button'
import { DateTime } from '~/ui/date-time'
import { EmptyState } from '~/ui/empty-state'
import type { Column } from '~/ui/table'
import { toast } from '~/ui/toast'

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await ensure(meQuery)
  return prefetch(sessionList(me.id, pageParamsOf(request)))
}

const columns: Column<ConsoleSession>[] = [
  {
    header: 'ID',
    value: (s) => s.id,
    cell: (s) => <span className="font-mono text-xs">{s.id}</span>,
  },
  createdColumn<ConsoleSession>(),
  {
    header: 'Last used',
    value: (s) => s.timeLastUsed,
    cell: (s) => <DateTime date={s.timeLastUsed} />,
  },
]

const confirmSignOutEverywhere = (userId: string) =>
  confirmAction({
    title: 'Sign out everywhere',
    content: (
      <>
        This ends every console session of yours,{' '}
        <strong className="text-default">this browser's too</strong>, and revokes all your access
        tokens, so command-line clients must sign in again. You will go to the sign-in page.
      </>
    ),
    confirmLabel: 'Sign out everywhere',
    danger: true,
    run: () => signOutEverywhere(userId),
    // nothing to refresh: every session is gone, this page's too
    touches: [],
    after: () => {
      signOut().catch((e: Error) => toast.error({ title: 'Sign out', description: e.message }))
    },
  })

/**
 * settings/sessions: the browsers signed in as the user. The API can end them all at once
 * (`userLogout`, allowed on oneself), not one by one, and does not say which is this one.
 */
export default function SessionsPage() {
  const me = usePrefetchedQuery(meQuery)
  const query = useCallback((page: PageParams) => sessionList(me.id, page), [me.id])
  return (
    <>
      <PageHeader
        title="Sessions"
        actions={
          <Button variant="danger" onClick={() => confirmSignOutEverywhere(me.id)}>
            Sign out everywhere
          </Button>
        }
      >
        Browsers signed in to the console as you. Sessions end after 8 hours unused or 24 hours in
        all. The API does not tell which one is this browser, nor end one alone.
      </PageHeader>
      <QueryTable
        label="Sessions"
        query={query}
        columns={columns}
        emptyState={
          <EmptyState
            title="No sessions"
            body="No browser is signed in as you with a session the API lists."
          />
        }
      />
    </>
  )
}
