import { usePrefetchedQueries } from '~/api/prefetched-queries'
import { prefetch, queryClient, usePrefetchedQuery } from '~/api/query'
import { addressLotBlocks, addressLotsWhole } from '~/resources/bgp/queries'
import type { LotBlock } from '~/util/bgp'

/** Every address lot's blocks, for the announce sets: a rack has a handful of lots. */
export async function prefetchLotBlocks() {
  await prefetch(addressLotsWhole())
  const lots = queryClient.getQueryData(addressLotsWhole().queryKey)?.items ?? []
  await prefetch(...lots.map((l) => addressLotBlocks(l.id)))
}

export type NamedBlock = LotBlock & { label: string }

/** The blocks, each labelled with its lot: `as65002-lot: 198.51.100.0 – 198.51.100.255`. */
export function useLotBlocks(): NamedBlock[] {
  const lots = usePrefetchedQuery(addressLotsWhole()).items
  const blocks = usePrefetchedQueries(lots.map((l) => addressLotBlocks(l.id)))
  return lots.flatMap((lot, i) =>
    (blocks[i]?.items ?? []).map((b) => ({
      id: b.id,
      firstAddress: b.firstAddress,
      lastAddress: b.lastAddress,
      label: `${lot.name}: ${b.firstAddress} – ${b.lastAddress}`,
    })),
  )
}
