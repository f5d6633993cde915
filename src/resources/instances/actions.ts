import type { Instance } from '@oxide/api'
import { call } from '~/api/query'
import type { BulkAction } from '~/components/list/bulk-actions'
import { type InstanceAction, instanceActionDisabled } from '~/util/instance-states'
import { INSTANCE_OPS } from './queries'

const bulk = (
  project: string,
  action: InstanceAction & ('start' | 'stop' | 'reboot' | 'delete'),
  label: string,
  warning?: string,
): BulkAction<Instance> => ({
  label,
  title: `${label} instances`,
  refuse: (i) => instanceActionDisabled(action, i.runState),
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
export const instanceBulkActions = (project: string) => [
  bulk(project, 'start', 'Start'),
  bulk(project, 'stop', 'Stop', 'Work that is not saved on disk is lost.'),
  bulk(project, 'reboot', 'Reboot'),
  bulk(project, 'delete', 'Delete', 'This cannot be undone.'),
]
