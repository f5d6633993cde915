import type { Instance } from '@oxide/api'
import { call } from '~/api/query'
import type { BulkAction } from '~/components/list/bulk-actions'
import { type InstanceAction, instanceActionDisabled } from '~/util/instance-states'
import { INSTANCE_OPS } from './queries'

const bulk = (
  project: string,
  denied: string | undefined,
  action: InstanceAction & ('start' | 'stop' | 'reboot' | 'delete'),
  label: string,
  warning?: string,
): BulkAction<Instance> => ({
  label,
  title: `${label} instances`,
  // the user's role outranks the state rules, as in the row menu
  refuse: (i) => denied ?? instanceActionDisabled(action, i.runState),
  run: (i) => {
    const path = { path: { instance: i.name }, query: { project } }
    if (action === 'start') return call('instanceStart', path)
    if (action === 'stop') return call('instanceStop', path)
    if (action === 'reboot') return call('instanceReboot', path)
    return call('instanceDelete', path)
  },
  touches: INSTANCE_OPS,
  danger: !!warning,
  warning,
})

/**
 * What the instance list does to many instances at once: each only where the run state allows
 * it (spec section 4, util/instance-states.ts), the rest skipped with the reason.
 */
export const instanceBulkActions = (project: string, denied: string | undefined) => [
  bulk(project, denied, 'start', 'Start'),
  bulk(project, denied, 'stop', 'Stop', 'Work that is not saved on disk is lost.'),
  bulk(project, denied, 'reboot', 'Reboot'),
  bulk(project, denied, 'delete', 'Delete', 'This cannot be undone.'),
]
