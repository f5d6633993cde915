import type { SiloSubnetPool, SubnetPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { lazyComponent } from '~/components/lazy-component'
import type { LinkPool } from '~/components/pool-links'
import { SiloPoolsSection } from '~/components/silo-pools-section'
import { versionBadge } from '~/resources/ip-pools/cells'
import { SUBNET_POOL_LINKS } from '~/resources/subnet-pools/actions'
import { siloSubnetPoolsWhole } from '~/resources/subnet-pools/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

/** The link form: its code (and the forms') loads when Link pool is first pressed. */
const LinkPoolModal = lazyComponent(() =>
  import('~/components/pool-link-modals').then((m) => m.LinkPoolModal<LinkPool, SubnetPool>),
)

const columns: Column<SiloSubnetPool>[] = [
  { header: 'IP version', cell: (p) => versionBadge(p.ipVersion) },
]

/**
 * A silo's subnet pools (`?tab=subnet-pools` of the silo page), read as the operator reads
 * them (`siloSubnetPoolList`), and changed through the system link calls.
 */
export function SiloSubnetPoolsTab({ silo }: { silo: string }) {
  const cannot = useFleetPermissions().cannot('subnetPools')
  return (
    <SiloPoolsSection
      silo={silo}
      kind={SUBNET_POOL_LINKS}
      pools={useQuery(siloSubnetPoolsWhole(silo))}
      poolPath={(subnetPool) => sb.subnetPool({ subnetPool })}
      columns={columns}
      heading="Subnet pools"
      intro="The silo’s projects take external subnets from these pools."
      empty="No subnet pool is linked to this silo"
      cannot={cannot}
      linkModal={(onDismiss) => (
        <LinkPoolModal kind={SUBNET_POOL_LINKS} silo={silo} cannot={cannot} onDismiss={onDismiss} />
      )}
    />
  )
}
