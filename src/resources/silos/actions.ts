import type { Silo } from '@oxide/api'
import { call } from '~/api/query'
import type { BulkAction } from '~/components/list/bulk-actions'
import { SILO_OPS } from './queries'

/** Delete one silo; the server refuses one that holds a project. */
export const deleteSilo = (s: Silo) => call('siloDelete', { path: { silo: s.name } })

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
    run: deleteSilo,
    touches: SILO_OPS,
    danger: true,
    warning:
      'Their users, groups, identity providers and certificates go with them. This cannot be undone.',
  },
]
