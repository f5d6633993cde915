import type { Certificate } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { cachedFleetPermissions, readFleetRole, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { certificateBulkActions, confirmDeleteCertificate } from '~/resources/certificates/actions'
import { certificateList } from '~/resources/certificates/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

/**
 * The list is the silo admins' and fleet admins' only (the API answers anyone else 403), so
 * it is read only when the user's roles allow it; otherwise the page says why.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // whether the list may be read at all is the role's to say: a second round trip, by design
  await readFleetRole()
  if (!cachedFleetPermissions().certificates) await prefetch(certificateList(pageParamsOf(request)))
  return null
}

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
export default function CertificatesPage() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().certificates
  const rowActions = useCallback(
    (c: Certificate): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(sb.certificate({ certificate: c.name })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: denied ?? false,
        onActivate: () => confirmDeleteCertificate(c),
      },
    ],
    [navigate, denied],
  )
  const bulkActions = useMemo(() => certificateBulkActions(denied), [denied])
  const create = (label: string) => (
    <LinkButton to={sb.certificatesNew()} disabledReason={denied}>
      <PlusIcon size={14} />
      {label}
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Certificates" actions={create('New certificate')}>
        The TLS certificates the rack serves your silo&apos;s console and API with. Each silo has
        its own; these are your silo&apos;s.
      </PageHeader>
      {denied ? (
        <Message variant="notice" title="You cannot see the silo’s certificates">
          {denied}. The API shows a silo&apos;s certificates to the admins of the silo or of the
          fleet only.
        </Message>
      ) : (
        <QueryTable
          label="Certificates"
          query={certificateList}
          columns={columns}
          rowActions={rowActions}
          bulkActions={bulkActions}
          emptyState={
            <EmptyState
              title="No certificates"
              body="Add the certificate chain and private key the silo's endpoints should present."
              action={create('New certificate')}
            />
          }
        />
      )}
      <Outlet />
    </>
  )
}
