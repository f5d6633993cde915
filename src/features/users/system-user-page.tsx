import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { siloUserView } from '~/resources/silos/queries'
import { UserDetails } from './user-details'

/** system/silos/{silo}/users/{userId}: one user of any silo, as the system API reads it. */
export default function SystemUserPage() {
  const { silo, userId } = useRouteParams('silo', 'userId')
  return <UserDetails user={usePrefetchedQuery(siloUserView(silo, userId))} />
}
