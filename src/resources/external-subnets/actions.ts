import type { ExternalSubnet } from '@oxide/api'
import { call } from '~/api/query'
import { req } from '~/api/request'
import { bulkDelete, confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { cannotDeleteAttached, EXTERNAL_SUBNET_OPS } from './queries'

export const deleteExternalSubnet = (s: ExternalSubnet) =>
  call('externalSubnetDelete', { path: { externalSubnet: s.id } })

export const detachExternalSubnet = (s: ExternalSubnet) =>
  call('externalSubnetDetach', { path: { externalSubnet: s.id } })

/** Attach to the instance of this id (by id: the API refuses a project beside an id). */
export const attachExternalSubnet = (s: ExternalSubnet) => (instance: string) =>
  req('externalSubnetAttach', { path: { externalSubnet: s.id }, body: { instance } })

/** What the list does to many at once: delete those not attached to an instance. */
export const externalSubnetBulkActions: BulkAction<ExternalSubnet>[] = [
  bulkDelete<ExternalSubnet>('Delete external subnets', {
    run: deleteExternalSubnet,
    touches: EXTERNAL_SUBNET_OPS,
    refuse: cannotDeleteAttached,
    warning: 'Their blocks go back to their pools. This cannot be undone.',
  }),
]

/** Detach one external subnet from its instance, once the user confirms. */
export const confirmDetachExternalSubnet = (s: ExternalSubnet, from = 'its instance') =>
  confirmAction({
    title: 'Detach external subnet',
    content: `Detach ${s.name} (${s.subnet}) from ${from}?`,
    confirmLabel: 'Detach',
    danger: true,
    run: () => detachExternalSubnet(s),
    touches: EXTERNAL_SUBNET_OPS,
    success: `External subnet ${s.name} detached`,
  })
