import { useQueries, useQuery } from '@tanstack/react-query'
import type { SledLoad } from '~/util/fit'
import { allSledInstances, allSleds } from './queries'

/**
 * Every sled with what its instances use (one list per sled); undefined until all have come.
 * `enabled: false` reads the sleds only (loads stay undefined).
 */
export function useSledLoads(enabled = true) {
  const sleds = useQuery(allSleds()).data?.items
  const lists = useQueries({
    queries: (sleds ?? []).map((s) => ({ ...allSledInstances(s.id), enabled })),
  })
  const instancesOf = (i: number) => lists[i]?.data?.items
  const loads: SledLoad[] | undefined =
    sleds && enabled && lists.every((l) => l.data)
      ? sleds.map((sled, i) => {
          const items = instancesOf(i) ?? []
          return {
            sled,
            used: {
              cpus: items.reduce((sum, x) => sum + x.ncpus, 0),
              memory: items.reduce((sum, x) => sum + x.memory, 0),
            },
          }
        })
      : undefined
  return { sleds: sleds ?? [], instancesOf, loads }
}
