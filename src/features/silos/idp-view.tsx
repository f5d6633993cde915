import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { samlIdpView } from '~/resources/silos/queries'
import { CopyButton } from '~/ui/copy-button'
import { PropertiesTable, Property } from '~/ui/properties'
import { ViewSideModal } from '~/ui/side-modal'
import { sb } from '~/util/system-paths'

export const loader = ({ params }: LoaderFunctionArgs) => {
  const { silo, provider } = routeParams(params, 'silo', 'provider')
  return prefetch(samlIdpView(silo, provider))
}

const Text = ({ value }: { value: string | null | undefined }) => (
  <span className="[overflow-wrap:anywhere]">{value || '—'}</span>
)

/**
 * A SAML identity provider's properties (spec section 2: idps/saml/{provider}). The API has no
 * call to change or delete one, so it is shown and closed.
 */
export default function IdpView() {
  const navigate = useNavigate()
  const { silo, provider } = useRouteParams('silo', 'provider')
  const idp = usePrefetchedQuery(samlIdpView(silo, provider))
  const close = () => navigate(sb.silo({ silo }))
  return (
    <ViewSideModal title={idp.name} onClose={close}>
      <p className="text-secondary">A SAML identity provider of the silo {silo}.</p>
      <PropertiesTable columns={1}>
        <Property.Description text={idp.description} />
        <Property label="ACS URL">
          <Text value={idp.acsUrl} />
        </Property>
        <Property label="Single logout URL">
          <Text value={idp.sloUrl} />
        </Property>
        <Property label="IdP entity ID">
          <Text value={idp.idpEntityId} />
        </Property>
        <Property label="SP client ID">
          <Text value={idp.spClientId} />
        </Property>
        <Property label="Technical contact">
          <Text value={idp.technicalContactEmail} />
        </Property>
        <Property label="Group attribute">
          <Text value={idp.groupAttributeName} />
        </Property>
        <Property label="Signing certificate">
          {idp.publicCert ? (
            <>
              <span className="font-mono text-xs">{idp.publicCert.slice(0, 24)}…</span>
              <CopyButton text={idp.publicCert} label="Copy signing certificate" />
            </>
          ) : (
            'None'
          )}
        </Property>
        <Property.Id id={idp.id} noun="provider" />
        <Property.Created date={idp.timeCreated} />
      </PropertiesTable>
    </ViewSideModal>
  )
}
