import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { pb } from '~/util/paths'

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
          { label: 'Peers', to: pb.bgpPeers() },
          { label: 'Routes', to: pb.bgpRoutes() },
          { label: 'Message history', to: pb.bgpHistory() },
          { label: 'Configurations', to: pb.bgpConfigs(), also: [pb.bgpConfigsNew()] },
          { label: 'Announce sets', to: pb.bgpAnnounceSets(), also: [pb.bgpAnnounceSetsNew()] },
        ]}
      />
    </>
  )
}
