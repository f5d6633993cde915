import type { LoaderFunctionArgs } from 'react-router'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { announcementList, announceSetsWhole } from '~/resources/bgp/queries'
import { blockOf } from '~/util/bgp'
import { AnnounceSetForm } from './announce-set-form'
import { prefetchLotBlocks, useLotBlocks } from './lot-blocks'

export async function loader({ params }: LoaderFunctionArgs) {
  const { announceSet } = routeParams(params, 'announceSet')
  await Promise.all([
    prefetchLotBlocks(),
    prefetch(announceSetsWhole(), announcementList(announceSet)),
  ])
  return null
}

export default function AnnounceSetEdit() {
  const { announceSet } = useRouteParams('announceSet')
  const sets = usePrefetchedQuery(announceSetsWhole())
  const set = sets.find((s) => s.name === announceSet || s.id === announceSet)
  const announcements = usePrefetchedQuery(announcementList(announceSet))
  const blocks = useLotBlocks()
  return (
    <AnnounceSetForm
      existing
      blocks={blocks}
      defaults={{
        name: set?.name ?? announceSet,
        description: set?.description ?? '',
        // the API keeps no block for an announcement: the block that holds its network
        announcements: announcements.map((a) => ({
          network: a.network,
          block: blockOf(a.network, blocks)?.id ?? '',
        })),
      }}
    />
  )
}
