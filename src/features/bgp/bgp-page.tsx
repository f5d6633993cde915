import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { sb } from '~/util/system-paths'

/**
 * The rack's BGP, as tabs: what the switches' routers are doing (peers, routes, messages), then
 * what they are told (configurations and the announce sets they announce).
 */
export default function BgpPage() {
  return (
    <>
      <PageHeader title="BGP">
        How the rack&apos;s switches peer with the upstream network and what they announce.
      </PageHeader>
      <RouteTabs
        label="BGP"
        tabs={[
          { label: 'Peers', to: sb.bgpPeers() },
          { label: 'Routes', to: sb.bgpRoutes() },
          { label: 'Message history', to: sb.bgpHistory() },
          { label: 'Configurations', to: sb.bgpConfigs(), also: [sb.bgpConfigsNew()] },
          { label: 'Announce sets', to: sb.bgpAnnounceSets(), also: [sb.bgpAnnounceSetsNew()] },
        ]}
      />
    </>
  )
}
