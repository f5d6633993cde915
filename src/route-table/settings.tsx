import type { RouteObject } from 'react-router'
import { routeReads } from '~/components/route-reads'
import { myAccessTokenList } from '~/resources/access-tokens/queries'
import { sshKeyList, sshKeyView } from '~/resources/ssh-keys/queries'
import { type Handle, lazy, listWithModals, to } from './kit'

/** The user's own settings (spec section 2), below /settings. */
export const settingsRoutes: RouteObject[] = [
  to('/settings/profile'),
  {
    path: 'profile',
    handle: { crumb: 'Profile' } satisfies Handle,
    lazy: lazy(() => import('~/features/settings/profile-page')),
  },
  listWithModals({
    path: 'ssh-keys',
    crumb: 'SSH keys',
    page: lazy(
      () => import('~/features/ssh-keys/ssh-keys-page'),
      routeReads((_, page) => [sshKeyList(page)]),
    ),
    modals: [
      {
        path: 'ssh-keys-new',
        crumb: 'New SSH key',
        page: lazy(() => import('~/features/ssh-keys/ssh-key-create')),
      },
      {
        path: 'ssh-keys/:sshKey/edit',
        crumb: (p) => p.sshKey ?? '',
        page: lazy(
          () => import('~/features/ssh-keys/ssh-key-edit'),
          routeReads((p) => [sshKeyView(p.sshKey)], { params: ['sshKey'] }),
        ),
      },
    ],
  }),
  {
    path: 'access-tokens',
    handle: { crumb: 'Access tokens' } satisfies Handle,
    lazy: lazy(
      () => import('~/features/settings/access-tokens-page'),
      routeReads((_, page) => [myAccessTokenList(page)]),
    ),
  },
  {
    path: 'sessions',
    handle: { crumb: 'Sessions' } satisfies Handle,
    lazy: lazy(() => import('~/features/settings/sessions-page')),
  },
]
