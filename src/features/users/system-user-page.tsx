import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { siloUserView } from '~/resources/silos/queries'
import { UserDetails } from './user-details'

/** system/silos/{silo}/users/{siloUserId}: one user of any silo, as the system API reads it. */
export default function SystemUserPage() {
  const { silo, siloUserId } = useRouteParams('silo', 'siloUserId')
  return <UserDetails user={usePrefetchedQuery(siloUserView(silo, siloUserId))} />
}
