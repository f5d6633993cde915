import type { FloatingIp } from '@oxide/api'
import type { BulkAction } from '~/components/list/bulk-actions'
import { EXTERNAL_IP_OPS } from '../external-ips/queries'
import { cannotDeleteAttached, deleteFloatingIp } from './queries'

/** What the floating IP list does to many at once: delete those not attached to an instance. */
export const floatingIpBulkActions = (denied: string | undefined): BulkAction<FloatingIp>[] => [
  {
    label: 'Delete',
    title: 'Delete floating IPs',
    refuse: (ip) => denied ?? cannotDeleteAttached(ip),
    run: deleteFloatingIp,
    touches: EXTERNAL_IP_OPS,
    danger: true,
    warning: 'Their addresses go back to their pools. This cannot be undone.',
  },
]
