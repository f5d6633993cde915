import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { sb } from '~/util/system-paths'

/**
 * The rack's hardware, as tabs (each a route RouteTabs renders below it): sleds (with the rack
 * elevation), physical disks, switches, switch ports, racks.
 */
export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory">
        The rack&apos;s sleds, their disks, its switches and their ports, and the racks.
      </PageHeader>
      <RouteTabs
        label="Inventory"
        tabs={[
          { label: 'Sleds', to: sb.sleds() },
          { label: 'Disks', to: sb.physicalDisks() },
          { label: 'Switches', to: sb.switches() },
          { label: 'Switch ports', to: sb.switchPorts() },
          { label: 'Racks', to: sb.racks() },
        ]}
      />
    </>
  )
}
