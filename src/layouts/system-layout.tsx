import { Outlet } from 'react-router'
import { useContentSettled } from '~/components/content-settled'
import { lazyComponent } from '~/components/lazy-component'
import { sb } from '~/util/system-paths'
import { NavItem, NavSection, Shell } from './shell'

/** Loads with the fleet role's code, which the system pages load on first use. */
const FleetRoleReadNotice = lazyComponent(() =>
  import('~/components/fleet-role-notice').then((m) => m.FleetRoleReadNotice),
)

/**
 * The issue count reads after the page's content (issue 29), so its code (the issue rules and
 * their sources' queries) loads then too, not with every system page.
 */
const IssueCount = lazyComponent(() => import('./issue-count').then((m) => m.IssueCount))
const IssueCountOnceSettled = () => (useContentSettled() ? <IssueCount /> : null)

export function SystemLayout() {
  return (
    <Shell
      sidebar={
        <>
          <NavSection label="System">
            <NavItem to={sb.silos()}>Silos</NavItem>
            <NavItem to={sb.systemUtilization()}>Utilization</NavItem>
            <NavItem to={sb.inventory()}>Inventory</NavItem>
            <NavItem to={sb.systemIssues()}>
              Issues
              <IssueCountOnceSettled />
            </NavItem>
            <NavItem to={sb.auditLog()}>Audit log</NavItem>
            <NavItem to={sb.fleetAccess()}>Fleet access</NavItem>
            <NavItem to={sb.certificates()}>Certificates</NavItem>
            <NavItem to={sb.fleetQuotas()}>Fleet quotas</NavItem>
            <NavItem to={sb.supportBundles()}>Support bundles</NavItem>
            <NavItem to={sb.systemUpdate()}>System update</NavItem>
            <NavItem to={sb.webhooks()}>Webhooks</NavItem>
          </NavSection>
          <NavSection label="Networking">
            <NavItem to={sb.ipPools()}>IP pools</NavItem>
            <NavItem to={sb.subnetPools()}>Subnet pools</NavItem>
            <NavItem to={sb.addressLots()}>Address lots</NavItem>
            <NavItem to={sb.loopbackAddresses()}>Loopback addresses</NavItem>
            <NavItem to={sb.portSettingsList()}>Switch port settings</NavItem>
            <NavItem to={sb.bgp()}>BGP</NavItem>
            <NavItem to={sb.bfd()}>BFD</NavItem>
            <NavItem to={sb.allowList()}>Allow-list</NavItem>
            <NavItem to={sb.networkingSettings()}>Networking settings</NavItem>
          </NavSection>
        </>
      }
    >
      <Outlet />
      <FleetRoleReadNotice />
    </Shell>
  )
}
