import type { IdentityProvider, Silo } from '@oxide/api'
import { useMemo } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { QueryTable } from '~/components/query-table'
import { idpList } from '~/resources/silos/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { idpsDenied } from './idp-create-body'

/** The silo's identity providers; a SAML silo's admins add SAML ones. */
export function SiloIdpsTab({ silo }: { silo: Silo }) {
  const cannotAdminister = useFleetPermissions().cannotOnSilo('siloAdminister', silo.id)
  const denied = idpsDenied(silo, cannotAdminister)
  const query = useMemo(() => idpList(silo.name), [silo.name])
  const columns = useMemo<Column<IdentityProvider>[]>(
    () => [
      nameColumn<IdentityProvider>((p) => sb.siloSamlIdp({ silo: silo.name, provider: p.name })),
      descriptionColumn<IdentityProvider>(),
      { header: 'Type', value: (p) => p.providerType, cell: (p) => p.providerType.toUpperCase() },
      createdColumn<IdentityProvider>(),
    ],
    [silo.name],
  )
  const create = (
    <LinkButton to={sb.siloIdpsNew({ silo: silo.name })} disabledReason={denied}>
      <PlusIcon size={14} />
      New provider
    </LinkButton>
  )
  return (
    <>
      <div className="mb-3 flex justify-end">{create}</div>
      <QueryTable
        label="Identity providers"
        query={query}
        columns={columns}
        emptyState={
          <EmptyState
            title="No identity providers"
            body={
              silo.identityMode === 'local_only'
                ? 'This silo keeps its own users and passwords.'
                : 'Users of this silo sign in through a SAML identity provider.'
            }
          />
        }
      />
    </>
  )
}
