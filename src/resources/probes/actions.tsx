import type { ProbeInfo } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete, confirmDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { PROBE_OPS } from './queries'

/** By name within the project (the API's delete takes the project beside an id too). */
export const deleteProbe = (project: string, probe: ProbeInfo) =>
  call('probeDelete', { path: { probe: probe.name }, query: { project } })

/** Deleting probes, many at once; `denied` is why the user's fleet role does not allow it. */
export const probeBulkActions = (project: string): BulkAction<ProbeInfo>[] => [
  bulkDelete<ProbeInfo>('Delete probes', {
    run: (p) => deleteProbe(project, p),
    touches: PROBE_OPS,
    warning: 'Their zones and external addresses are removed.',
  }),
]

export const confirmDeleteProbe = (project: string, probe: ProbeInfo, after?: () => void) =>
  confirmDelete({
    kind: 'probe',
    name: probe.name,
    run: () => deleteProbe(project, probe),
    touches: PROBE_OPS,
    after,
  })
