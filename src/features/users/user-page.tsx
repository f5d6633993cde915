import { usePrefetchedQuery } from '~/api/query'
import { useRouteParams } from '~/components/route-params'
import { userView } from '~/resources/users/queries'
import { UserDetails } from './user-details'

/** access/users/{userId}: one user of the signed-in user's silo. */
export default function UserPage() {
  const user = usePrefetchedQuery(userView(useRouteParams('userId').userId))
  return <UserDetails user={user} />
}
