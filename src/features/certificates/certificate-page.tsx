import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { confirmDeleteCertificate } from '~/resources/certificates/actions'
import { certificateView } from '~/resources/certificates/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { CodeBlock } from '~/ui/code-block'
import { DateTime } from '~/ui/date-time'
import { PropertiesTable, Property } from '~/ui/properties'
import { TitledSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'
import { type CertSummary, chainSummary, expiryOf } from '~/util/x509'

/**
 * The leaf's expiry as a badge with words, never colour alone. It speaks of dates only: "not
 * expired", not "valid" (issue 27), since whether the key matches was the server's check at
 * upload, and the API never gives the key back to check again.
 */
function Expiry({ leaf }: { leaf: CertSummary }) {
  const { state, days } = expiryOf(leaf.notAfter, new Date())
  return (
    <span className="flex flex-wrap items-center gap-2">
      <DateTime date={leaf.notAfter} />
      {state === 'expired' ? (
        <Badge color="red">expired</Badge>
      ) : state === 'soon' ? (
        <Badge color="yellow">{`expires in ${days} ${days === 1 ? 'day' : 'days'}`}</Badge>
      ) : (
        <Badge color="green">not expired</Badge>
      )}
    </span>
  )
}

/**
 * system/certificates/{certificate}: what the API tells of a certificate (never its key), the
 * leaf's subject and validity read from the PEM, and the chain as text to copy. The API has no
 * update: a renewed certificate is a new one, and the old one is deleted.
 */
export default function CertificatePage() {
  const navigate = useNavigate()
  const { certificate } = useRouteParams('certificate')
  const cert = usePrefetchedQuery(certificateView(certificate))
  const denied = useFleetPermissions().certificates
  const chain = chainSummary(cert.cert)
  const leaf = chain[0]
  return (
    <>
      <PageHeader
        title={cert.name}
        actions={
          <Button
            variant="danger"
            disabledReason={denied}
            onClick={() => confirmDeleteCertificate(cert, () => navigate(sb.certificates()))}
          >
            Delete
          </Button>
        }
      >
        {cert.description || 'No description'}
      </PageHeader>
      <PropertiesTable>
        <Property label="Service">External API</Property>
        <Property.Id id={cert.id} noun="certificate" />
        <Property.Mono label="Subject" small wrap>
          {leaf?.subject ?? '—'}
        </Property.Mono>
        <Property label="Expires">
          {leaf ? <Expiry leaf={leaf} /> : <span className="text-secondary">cannot be read</span>}
        </Property>
        <Property label="Valid from">{leaf ? <DateTime date={leaf.notBefore} /> : '—'}</Property>
        <Property label="Chain">
          {chain.length} {chain.length === 1 ? 'certificate' : 'certificates'}
        </Property>
        <Property.Created date={cert.timeCreated} />
        <Property.Modified date={cert.timeModified} />
      </PropertiesTable>
      <TitledSection title="Certificate chain" headingId="chain-heading">
        <CodeBlock text={cert.cert} label="PEM text" copyLabel="Copy certificate chain" />
      </TitledSection>
    </>
  )
}
