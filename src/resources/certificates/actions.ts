import type { Certificate } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete, confirmDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { CERTIFICATE_OPS } from './queries'

/** By id, as bulk runs and row actions name what they act on. */
export const deleteCertificate = (cert: Certificate) =>
  call('certificateDelete', { path: { certificate: cert.id } })

/** Deleting certificates, many at once; `denied` is why the user's roles do not allow it. */
export const certificateBulkActions: BulkAction<Certificate>[] = [
  bulkDelete<Certificate>('Delete certificates', {
    run: deleteCertificate,
    touches: CERTIFICATE_OPS,
    warning: "The silo's endpoints stop serving them.",
  }),
]

/** Delete one certificate after the confirm modal; `after` runs once it is gone. */
export const confirmDeleteCertificate = (cert: Certificate, after?: () => void) =>
  confirmDelete({
    kind: 'certificate',
    name: cert.name,
    run: () => deleteCertificate(cert),
    touches: CERTIFICATE_OPS,
    after,
  })
