import type { Project } from '@oxide/api'
import { call } from '~/api/query'
import type { BulkAction } from '~/components/list/bulk-actions'
import { PROJECT_OPS } from './queries'

/**
 * What the project list does to many projects at once. `cannotDelete` is the user's role on a
 * project (api/permissions.ts); the server still refuses a project that holds resources.
 */
export const projectBulkActions = (
  cannotDelete: (project: Project) => string | undefined,
): BulkAction<Project>[] => [
  {
    label: 'Delete',
    title: 'Delete projects',
    refuse: cannotDelete,
    run: (p) => call('projectDelete', { path: { project: p.name } }),
    touches: PROJECT_OPS,
    danger: true,
    warning: 'This cannot be undone.',
  },
]
