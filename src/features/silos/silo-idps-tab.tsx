import type { IdentityProvider, Silo } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { idpList } from '~/resources/silos/queries'
import { sb } from '~/util/system-paths'
import { idpsDenied } from './idp-create-body'

/** The silo's identity providers; a SAML silo's admins add SAML ones. */
export const SiloIdpsTab = listPage(
  ({ silo }: { silo: Silo }) => {
    const cannotAdminister = useFleetPermissions().cannotOnSilo('siloAdminister', silo.id)
    return { silo, denied: idpsDenied(silo, cannotAdminister) }
  },
  ({ silo, denied }) => ({
    label: 'Identity providers',
    query: (page) => idpList(silo.name)(page),
    columns: [
      nameColumn<IdentityProvider>((p) => sb.siloSamlIdp({ silo: silo.name, provider: p.name })),
      descriptionColumn<IdentityProvider>(),
      { header: 'Type', value: (p) => p.providerType, cell: (p) => p.providerType.toUpperCase() },
      createdColumn<IdentityProvider>(),
    ],
    denied,
    create: { to: sb.siloIdpsNew({ silo: silo.name }), label: 'New provider' },
    empty: {
      title: 'No identity providers',
      body:
        silo.identityMode === 'local_only'
          ? 'This silo keeps its own users and passwords.'
          : 'Users of this silo sign in through a SAML identity provider.',
    },
  }),
)
