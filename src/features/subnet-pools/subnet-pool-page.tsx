import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { PoolPageTop } from '~/components/pool-page-top'
import { useRouteParams } from '~/components/route-params'
import { TabBar } from '~/components/route-tabs'
import { searchTabLinks, useSearchTab } from '~/components/search-tabs'
import { UsageText, versionBadge } from '~/resources/ip-pools/cells'
import { deleteSubnetPool, SUBNET_POOL_HOLDS_MEMBERS } from '~/resources/subnet-pools/actions'
import {
  SUBNET_POOL_OPS,
  subnetPoolMembersWhole,
  subnetPoolUtilization,
  subnetPoolView,
} from '~/resources/subnet-pools/queries'
import { CopyableId } from '~/ui/properties'
import { poolUsage } from '~/util/ip-space'
import { sb } from '~/util/system-paths'
import { PoolMembers } from './pool-members'
import { PoolSilos } from './pool-silos'

/** The pool's tabs, in the URL's `?tab=`. */
const TABS = [
  { id: 'members', label: 'Members' },
  { id: 'silos', label: 'Linked silos' },
] as const

/** Every read takes the pool's name, so the page is one round trip. */

/** A subnet pool: what it is, how full, its members, and the silos linked to it. */
export default function SubnetPoolPage() {
  const { subnetPool: selector } = useRouteParams('subnetPool')
  const pool = usePrefetchedQuery(subnetPoolView(selector))
  const members = usePrefetchedQuery(subnetPoolMembersWhole(selector)).items
  const usage = poolUsage(undefined, usePrefetchedQuery(subnetPoolUtilization(selector)))
  const tab = useSearchTab(TABS)
  const cannot = useFleetPermissions().cannot('subnetPools')
  return (
    <>
      <PoolPageTop
        pool={pool}
        noun="subnet pool"
        about={
          <>
            {versionBadge(pool.ipVersion)} <CopyableId id={pool.id} noun="subnet pool" />
          </>
        }
        allocated={<UsageText usage={usage} />}
        edit={sb.subnetPoolEdit({ subnetPool: pool.name })}
        list={sb.subnetPools()}
        cannot={cannot}
        cannotDelete={cannot ?? (members.length > 0 ? SUBNET_POOL_HOLDS_MEMBERS : undefined)}
        remove={() => deleteSubnetPool(pool)}
        touches={SUBNET_POOL_OPS}
      />
      <TabBar label="Subnet pool tabs" tabs={searchTabLinks(TABS, tab)} />
      {tab === 'members' ? (
        <PoolMembers pool={pool} members={members} cannot={cannot} />
      ) : (
        <PoolSilos pool={pool} selector={selector} cannot={cannot} />
      )}
    </>
  )
}
