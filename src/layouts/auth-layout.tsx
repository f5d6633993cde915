import { Outlet } from 'react-router'
import { meQuery, myGroupsQuery } from '~/api/current-user'
import { ensure } from '~/api/query'
import { rememberSilo } from '~/api/session'

/**
 * Everything behind sign-in. The current user and their groups load first: the user menu, the
 * scope switch and the 403 notice read them. A 401 here goes to /login.
 */
export async function authLoader() {
  const [me] = await Promise.all([ensure(meQuery), ensure(myGroupsQuery)])
  rememberSilo(me.siloName)
  return null
}

export const AuthLayout = () => <Outlet />
