import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { pb } from '~/util/paths'

/**
 * The rack's hardware, as tabs (each a route RouteTabs renders below it): sleds (with the rack
 * elevation), physical disks, switches.
 */
export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory">
        The rack&apos;s sleds, their disks, its switches and their ports.
      </PageHeader>
      <RouteTabs
        label="Inventory"
        tabs={[
          { label: 'Sleds', to: pb.sleds() },
          { label: 'Disks', to: pb.physicalDisks() },
          { label: 'Switches', to: pb.switches() },
          { label: 'Switch ports', to: pb.switchPorts() },
        ]}
      />
    </>
  )
}
