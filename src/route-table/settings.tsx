import type { RouteObject } from 'react-router'
import { type Handle, lazy, to, todoList } from './kit'

/** The user's own settings (spec section 2), below /settings. */
export const settingsRoutes: RouteObject[] = [
  to('/settings/profile'),
  {
    path: 'profile',
    handle: { crumb: 'Profile' } satisfies Handle,
    lazy: lazy(() => import('~/features/settings/profile-page')),
  },
  {
    path: 'access-tokens',
    handle: { crumb: 'Access tokens' } satisfies Handle,
    lazy: lazy(() => import('~/features/settings/access-tokens-page')),
  },
  {
    path: 'sessions',
    handle: { crumb: 'Sessions' } satisfies Handle,
    lazy: lazy(() => import('~/features/settings/sessions-page')),
  },
  ...todoList('ssh-keys', 'SSH Keys', [
    ['ssh-keys-new', 'New SSH key'],
    ['ssh-keys/:sshKey/edit', 'Edit SSH key'],
  ]),
]
