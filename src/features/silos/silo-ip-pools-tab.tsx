import type { IpPool, SiloIpPool } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { lazyComponent } from '~/components/lazy-component'
import { SiloPoolsSection } from '~/components/silo-pools-section'
import { IP_POOL_LINKS, type LinkIpPool } from '~/resources/ip-pools/actions'
import { versionBadge } from '~/resources/ip-pools/cells'
import { siloPoolsWhole } from '~/resources/ip-pools/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

/** The link form: its code (and the forms') loads when Link pool is first pressed. */
const LinkPoolModal = lazyComponent(() =>
  import('~/components/pool-link-modals').then((m) => m.LinkPoolModal<LinkIpPool, IpPool>),
)

const columns: Column<SiloIpPool>[] = [
  { header: 'IP version', cell: (p) => versionBadge(p.ipVersion) },
  { header: 'Type', cell: (p) => p.poolType },
]

/**
 * A silo's IP pools (`?tab=ip-pools` of the silo page). The silo page's loader prefetches
 * them on this tab; a switch of tab loads them here.
 */
export function SiloIpPoolsTab({ silo }: { silo: string }) {
  const cannot = useFleetPermissions().cannot('ipPools')
  return (
    <SiloPoolsSection
      silo={silo}
      kind={IP_POOL_LINKS}
      pools={useQuery(siloPoolsWhole(silo))}
      poolPath={(pool) => sb.ipPool({ pool })}
      columns={columns}
      heading="IP pools"
      intro="The silo allocates public addresses from these pools."
      empty="No IP pool is linked to this silo"
      cannot={cannot}
      linkModal={(onDismiss) => (
        <LinkPoolModal kind={IP_POOL_LINKS} silo={silo} cannot={cannot} onDismiss={onDismiss} />
      )}
    />
  )
}
