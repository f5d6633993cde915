import type { Silo } from '@oxide/api'
import { call } from '~/api/query'
import type { BulkAction } from '~/components/list/bulk-actions'
import { SILO_OPS } from './queries'

/**
 * What the silo list does to many silos at once. `cannotDelete` is the user's fleet role (or
 * their admin role on the silo); the server still refuses a silo that holds a project.
 */
export const siloBulkActions = (
  cannotDelete: (silo: Silo) => string | undefined,
): BulkAction<Silo>[] => [
  {
    label: 'Delete',
    title: 'Delete silos',
    refuse: cannotDelete,
    run: (s) => call('siloDelete', { path: { silo: s.name } }),
    touches: SILO_OPS,
    danger: true,
    warning:
      'Their users, groups, identity providers and certificates go with them. This cannot be undone.',
  },
]
