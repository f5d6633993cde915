import { Outlet } from 'react-router'
import { meQuery, myGroupsQuery } from '~/api/current-user'
import { ensure, queryClient } from '~/api/query'
import { rememberSilo } from '~/api/session'

/**
 * Everything behind sign-in. The current user and their groups load first: the user menu, the
 * scope switch and the 403 notice read them. A 401 here goes to /login. The groups are a side
 * read (issue 27): their failure is no reason to lose the page, whose role checks read them
 * with `useQuery` and say when they could not.
 */
export async function authLoader() {
  const [me] = await Promise.all([ensure(meQuery), queryClient.prefetchQuery(myGroupsQuery)])
  rememberSilo(me.siloName)
  return null
}

export const AuthLayout = () => <Outlet />
