import type { ConsoleSession } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { meQuery } from '~/api/current-user'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import { createdColumn, dateColumn, idColumn } from '~/components/columns'
import { pageParamsOf } from '~/components/list/page-params'
import { listPage } from '~/components/list-page'
import { confirmSignOutEverywhere } from '~/resources/sessions/actions'
import { sessionList } from '~/resources/sessions/queries'
import { Button } from '~/ui/button'
import type { Column } from '~/ui/table'

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await ensure(meQuery)
  return prefetch(sessionList(me.id, pageParamsOf(request)))
}

const columns: Column<ConsoleSession>[] = [
  idColumn(),
  createdColumn<ConsoleSession>(),
  dateColumn('Last used', (s) => s.timeLastUsed),
]

/**
 * settings/sessions: the browsers signed in as the user. The API can end them all at once
 * (`userLogout`, allowed on oneself), not one by one, and does not say which is this one.
 */
export default listPage(
  () => ({ me: usePrefetchedQuery(meQuery).id }),
  ({ me }) => ({
    title: 'Sessions',
    intro:
      'Browsers signed in to the console as you. Sessions end after 8 hours unused or 24 hours in all. The API does not tell which one is this browser, nor end one alone.',
    actions: (
      <Button variant="danger" onClick={() => confirmSignOutEverywhere(me)}>
        Sign out everywhere
      </Button>
    ),
    query: (page) => sessionList(me, page),
    columns,
    empty: {
      title: 'No sessions',
      body: 'No browser is signed in as you with a session the API lists.',
    },
  }),
)
