import { Outlet } from 'react-router'
import { meQuery, myGroupsQuery } from '~/api/current-user'
import { isApiError } from '~/api/errors'
import { ensure, queryClient } from '~/api/query'
import { rememberSilo } from '~/api/session'

/**
 * Everything behind sign-in. The current user and their groups load first: the user menu, the
 * scope switch and the 403 notice read them. A 401 here goes to /login. Any other failure of
 * theirs is a side read's (issue 27): the frame and the page still render, the role notice
 * names the failure (roles are looked up by them) and the user menu says the profile could not
 * be read; only the page's own reads make an error page.
 */
export async function authLoader() {
  const [me] = await Promise.all([
    ensure(meQuery).catch((e: unknown) => {
      if (isApiError(e) && e.status === 401) throw e
    }),
    queryClient.prefetchQuery(myGroupsQuery),
  ])
  if (me) rememberSilo(me.siloName)
  return null
}

export const AuthLayout = () => <Outlet />
