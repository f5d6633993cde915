import type { Certificate } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { certificateBulkActions, confirmDeleteCertificate } from '~/resources/certificates/actions'
import { certificateList } from '~/resources/certificates/queries'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

/**
 * The list is the silo admins' and fleet admins' only (the API answers anyone else 403), so
 * it is read only when the user's roles allow it; otherwise the page says why.
 */
const SERVICE_LABEL: Record<Certificate['service'], string> = { external_api: 'External API' }

const columns: Column<Certificate>[] = [
  nameColumn((c) => sb.certificate({ certificate: c.name })),
  descriptionColumn(),
  {
    header: 'Service',
    value: (c) => SERVICE_LABEL[c.service],
    cell: (c) => <span className="text-secondary">{SERVICE_LABEL[c.service]}</span>,
  },
  createdColumn(),
]

/** system/certificates: the TLS certificates the rack serves the signed-in user's silo with. */
export default listPage(
  () => ({ denied: useFleetPermissions().certificates }),
  ({ denied }) => ({
    title: 'Certificates',
    intro:
      "The TLS certificates the rack serves your silo's console and API with. Each silo has its own; these are your silo's.",
    query: (page) => certificateList(page),
    columns,
    denied,
    rowActions: {
      view: (c) => sb.certificate({ certificate: c.name }),
      delete: confirmDeleteCertificate,
    },
    bulkActions: certificateBulkActions,
    create: { to: sb.certificatesNew(), label: 'New certificate' },
    empty: {
      title: 'No certificates',
      body: "Add the certificate chain and private key the silo's endpoints should present.",
    },
    notice: denied && (
      <Message variant="notice" title="You cannot see the silo’s certificates">
        {denied}. The API shows a silo&apos;s certificates to the admins of the silo or of the fleet
        only.
      </Message>
    ),
  }),
)
