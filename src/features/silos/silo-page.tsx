import type { Silo } from '@oxide/api'
import { useNavigate, useSearchParams } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { DeleteButton } from '~/components/delete-button'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { TabBar } from '~/components/route-tabs'
import { IdentityModeBadge } from '~/resources/silos/cells'
import { SILO_OPS, siloView } from '~/resources/silos/queries'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import { type SiloTab, sb } from '~/util/system-paths'
import { SiloIdpsTab } from './silo-idps-tab'
import { lazyTabs, SILO_TAB_LABEL, siloTabLinks, siloTabOf } from './silo-tabs'

const SiloIpPoolsTab = lazyComponent(() => lazyTabs['ip-pools']().then((m) => m.SiloIpPoolsTab))
const SiloSubnetPoolsTab = lazyComponent(() =>
  lazyTabs['subnet-pools']().then((m) => m.SiloSubnetPoolsTab),
)
const SiloQuotasTab = lazyComponent(() => lazyTabs.quotas().then((m) => m.SiloQuotasTab))
const SiloUsersTab = lazyComponent(() => lazyTabs.users().then((m) => m.SiloUsersTab))
const SiloScimTab = lazyComponent(() => lazyTabs.scim().then((m) => m.SiloScimTab))
const SiloFleetRolesTab = lazyComponent(() =>
  lazyTabs['fleet-roles']().then((m) => m.SiloFleetRolesTab),
)
const SiloAccessTab = lazyComponent(() => lazyTabs.access().then((m) => m.SiloAccessTab))

function TabContent({ tab, silo }: { tab: SiloTab; silo: Silo }) {
  if (tab === 'ip-pools') return <SiloIpPoolsTab silo={silo.name} />
  if (tab === 'subnet-pools') return <SiloSubnetPoolsTab silo={silo.name} />
  if (tab === 'quotas') return <SiloQuotasTab silo={silo.name} />
  if (tab === 'users') return <SiloUsersTab silo={silo} />
  if (tab === 'scim') return <SiloScimTab silo={silo} />
  if (tab === 'fleet-roles') return <SiloFleetRolesTab silo={silo} />
  if (tab === 'access') return <SiloAccessTab silo={silo} />
  return <SiloIdpsTab silo={silo} />
}

/**
 * One silo: its properties, then its identity providers, IP and subnet pools, quotas, users,
 * SCIM tokens and auth settings, fleet roles, and who holds which role on it.
 */
export default function SiloPage() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const silo = usePrefetchedQuery(siloView(useRouteParams('silo').silo))
  const tab = siloTabOf(search)
  const cannotDelete = useFleetPermissions().cannotOnSilo('siloModify', silo.id)
  return (
    <>
      <PageHeader
        title={silo.name}
        actions={
          <DeleteButton
            denied={cannotDelete}
            kind="silo"
            name={silo.name}
            typeName
            run={() => call('siloDelete', { path: { silo: silo.name } })}
            touches={SILO_OPS}
            after={() => navigate(sb.silos())}
          />
        }
      >
        <CopyableId id={silo.id} noun="silo" />
      </PageHeader>
      <PropertiesTable>
        <Property.Description text={silo.description} />
        <Property label="Identity mode">
          <IdentityModeBadge mode={silo.identityMode} />
        </Property>
        <Property label="Discoverable">{silo.discoverable ? 'Yes' : 'No'}</Property>
        <Property label="Admin group">
          <span className="[overflow-wrap:anywhere]">{silo.adminGroupName || '—'}</span>
        </Property>
        <Property.Created date={silo.timeCreated} />
        <Property.Modified date={silo.timeModified} />
      </PropertiesTable>
      <TabBar label="Silo tabs" tabs={siloTabLinks(silo.name, tab)} />
      <h2 className="sr-only">{SILO_TAB_LABEL[tab]}</h2>
      <TabContent key={tab} tab={tab} silo={silo} />
    </>
  )
}
