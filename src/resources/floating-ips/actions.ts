import type { FloatingIp } from '@oxide/api'
import { call } from '~/api/query'
import { req } from '~/api/request'
import { bulkDelete, confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { EXTERNAL_IP_OPS } from '../external-ips/queries'
import { cannotDeleteAttached } from './queries'

/** By id: the API refuses a project beside an id. */
export const deleteFloatingIp = (ip: FloatingIp) =>
  call('floatingIpDelete', { path: { floatingIp: ip.id } })

/** Attach to the instance of this id. */
export const attachFloatingIp = (ip: FloatingIp) => (instance: string) =>
  req('floatingIpAttach', {
    path: { floatingIp: ip.id },
    body: { kind: 'instance', parent: instance },
  })

export const detachFloatingIp = (ip: FloatingIp) =>
  call('floatingIpDetach', { path: { floatingIp: ip.id } })

/** What the floating IP list does to many at once: delete those not attached to an instance. */
export const floatingIpBulkActions: BulkAction<FloatingIp>[] = [
  bulkDelete<FloatingIp>('Delete floating IPs', {
    run: deleteFloatingIp,
    touches: EXTERNAL_IP_OPS,
    refuse: cannotDeleteAttached,
    warning: 'Their addresses go back to their pools. This cannot be undone.',
  }),
]

/** Detach one floating IP from its instance, once the user confirms. */
export const confirmDetachFloatingIp = (f: FloatingIp) =>
  confirmAction({
    title: 'Detach floating IP',
    content: `Detach ${f.name} (${f.ip}) from its instance?`,
    confirmLabel: 'Detach',
    danger: true,
    run: () => detachFloatingIp(f),
    touches: EXTERNAL_IP_OPS,
    success: `Floating IP ${f.name} detached`,
  })
