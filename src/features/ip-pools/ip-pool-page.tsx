import { meQuery } from '~/api/current-user'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { PoolPageTop } from '~/components/pool-page-top'
import { useRouteParams } from '~/components/route-params'
import { TabBar } from '~/components/route-tabs'
import { searchTabLinks, useSearchTab } from '~/components/search-tabs'
import {
  confirmAssignPool,
  deletePool,
  POOL_HAS_LINKS,
  POOL_HOLDS_RANGES,
} from '~/resources/ip-pools/actions'
import { poolKind, UsageText, usePoolUsage, versionBadge } from '~/resources/ip-pools/cells'
import {
  IP_POOL_OPS,
  poolRangesWhole,
  poolSilosWhole,
  systemPoolView,
} from '~/resources/ip-pools/queries'
import { Button } from '~/ui/button'
import { sb } from '~/util/system-paths'
import { IpSpaceMap } from './ip-space-map'
import { PoolRanges } from './pool-ranges'
import { PoolSilos } from './pool-silos'

/** The pool's tabs, in the URL's `?tab=`. */
const POOL_TABS = [
  { id: 'ranges', label: 'IP ranges' },
  { id: 'silos', label: 'Linked silos' },
] as const

/** A pool: what it is, how full, its ranges and address space, and the silos linked to it. */
export default function IpPoolPage() {
  const { pool: selector } = useRouteParams('pool')
  const pool = usePrefetchedQuery(systemPoolView(selector))
  const ranges = usePrefetchedQuery(poolRangesWhole(selector)).items
  const links = usePrefetchedQuery(poolSilosWhole(selector)).items
  const me = usePrefetchedQuery(meQuery)
  const { usage } = usePoolUsage(selector)
  const tab = useSearchTab(POOL_TABS)
  const cannot = useFleetPermissions().cannot('ipPools')
  return (
    <>
      <PoolPageTop
        pool={pool}
        noun="IP pool"
        about={
          <>
            {versionBadge(pool.ipVersion)} {poolKind(pool)}
          </>
        }
        allocated={usage ? <UsageText usage={usage} /> : '…'}
        edit={sb.ipPoolEdit({ pool: pool.name })}
        list={sb.ipPools()}
        cannot={cannot}
        cannotDelete={cannot ?? (ranges.length > 0 ? POOL_HOLDS_RANGES : undefined)}
        remove={() => deletePool(pool)}
        touches={IP_POOL_OPS}
        more={
          <Button
            variant="secondary"
            onClick={() => confirmAssignPool(pool)}
            disabledReason={cannot ?? (links.length > 0 ? POOL_HAS_LINKS : undefined)}
          >
            {pool.assignment === 'silos' ? 'Assign to system services' : 'Assign to silos'}
          </Button>
        }
      />
      <TabBar label="IP pool tabs" tabs={searchTabLinks(POOL_TABS, tab)} />
      {tab === 'ranges' ? (
        <>
          <PoolRanges pool={pool} ranges={ranges} cannot={cannot} />
          <IpSpaceMap
            poolId={pool.id}
            ranges={ranges}
            allocated={usage?.allocated}
            linkedToMySilo={links.some((l) => l.siloId === me.siloId)}
          />
        </>
      ) : (
        <PoolSilos pool={pool} links={links} cannot={cannot} />
      )}
    </>
  )
}
