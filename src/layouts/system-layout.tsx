import { data, Outlet } from 'react-router'
import { meQuery } from '~/api/current-user'
import { queryClient } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import { pb } from '~/util/paths'
import { IssueCount } from './issue-count'
import { NavItem, NavSection, Shell } from './shell'

/** System pages are for fleet viewers; to anyone else they do not exist. */
export async function systemLoader() {
  const me = await queryClient.ensureQueryData(meQuery)
  if (!me.fleetViewer) throw data(null, { status: 404 })
  // the fleet role loads with the first system page: the app's first chunk stays as small
  const { prefetchFleetRole } = await import('~/api/fleet-permissions')
  await prefetchFleetRole()
  return null
}

/** Loads with the fleet role's code, which the system pages load on first use. */
const FleetRoleReadNotice = lazyComponent(() =>
  import('~/components/fleet-role-notice').then((m) => m.FleetRoleReadNotice),
)

export function SystemLayout() {
  return (
    <Shell
      sidebar={
        <>
          <NavSection label="System">
            <NavItem to={pb.silos()}>Silos</NavItem>
            <NavItem to={pb.systemUtilization()}>Utilization</NavItem>
            <NavItem to={pb.inventory()}>Inventory</NavItem>
            <NavItem to={pb.systemIssues()}>
              Issues
              <IssueCount />
            </NavItem>
            <NavItem to={pb.auditLog()}>Audit log</NavItem>
            <NavItem to={pb.fleetAccess()}>Fleet access</NavItem>
            <NavItem to={pb.certificates()}>Certificates</NavItem>
            <NavItem to={pb.fleetQuotas()}>Fleet quotas</NavItem>
            <NavItem to={pb.supportBundles()}>Support bundles</NavItem>
            <NavItem to={pb.systemUpdate()}>System update</NavItem>
            <NavItem to={pb.webhooks()}>Webhooks</NavItem>
          </NavSection>
          <NavSection label="Networking">
            <NavItem to={pb.ipPools()}>IP pools</NavItem>
            <NavItem to={pb.addressLots()}>Address lots</NavItem>
            <NavItem to={pb.loopbackAddresses()}>Loopback addresses</NavItem>
            <NavItem to={pb.portSettingsList()}>Switch port settings</NavItem>
            <NavItem to={pb.bgp()}>BGP</NavItem>
            <NavItem to={pb.bfd()}>BFD</NavItem>
            <NavItem to={pb.allowList()}>Allow-list</NavItem>
          </NavSection>
        </>
      }
    >
      <FleetRoleReadNotice />
      <Outlet />
    </Shell>
  )
}
