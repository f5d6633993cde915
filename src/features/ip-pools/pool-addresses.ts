import { queryOptions } from '@tanstack/react-query'
import { call } from '~/api/query'
import { fetchAll, INDEX_CONCURRENCY, limiter } from '~/components/jump/index-loader'

/**
 * Which addresses of a pool are taken, as far as the public API tells. It has no list of a
 * pool's allocations: the utilization gives a count, and an address can be seen only where
 * its holder is listed, i.e. in the user's own silo: the floating IPs of each project and the
 * external (ephemeral and SNAT) IPs of each instance. Other silos' addresses and the rack
 * services' stay a count. Each instance costs one call, so only the first MAX_INSTANCES are
 * read, four calls at a time.
 */
export const MAX_INSTANCES = 200

export type SeenAddress = { ip: string; holder: string }
export type PoolAddresses = {
  seen: SeenAddress[]
  /** Instances whose addresses were not read (past MAX_INSTANCES). */
  unread: number
}

/** Keyed under the utilization, so any change that refreshes the count refreshes this too. */
export const poolAddresses = (poolId: string, linkedToMySilo: boolean) =>
  queryOptions({
    queryKey: [
      'systemIpPoolUtilizationView',
      { path: { pool: poolId } },
      'addresses',
      linkedToMySilo,
    ] as const,
    queryFn: async ({ signal }): Promise<PoolAddresses> => {
      if (!linkedToMySilo) return { seen: [], unread: 0 }
      const run = limiter(INDEX_CONCURRENCY)
      const projects = await fetchAll((page) =>
        run(() => call('projectList', { query: page }, signal)),
      )
      const perProject = await Promise.all(
        projects.map(async ({ name: project }) => {
          const [ips, instances] = await Promise.all([
            fetchAll((page) =>
              run(() => call('floatingIpList', { query: { project, ...page } }, signal)),
            ),
            fetchAll((page) =>
              run(() => call('instanceList', { query: { project, ...page } }, signal)),
            ),
          ])
          const floating = ips
            .filter((f) => f.ipPoolId === poolId)
            .map((f) => ({ ip: f.ip, holder: `floating IP ${f.name} (${project})` }))
          return { floating, instances: instances.map((i) => ({ project, instance: i.name })) }
        }),
      )
      const instances = perProject.flatMap((p) => p.instances)
      const read = instances.slice(0, MAX_INSTANCES)
      const external = await Promise.all(
        read.map(({ project, instance }) =>
          run(() =>
            call('instanceExternalIpList', { path: { instance }, query: { project } }, signal),
          ).then((list) =>
            list.items
              .filter((e) => e.ipPoolId === poolId && e.kind !== 'floating')
              .map((e) => ({ ip: e.ip, holder: `${e.kind} IP of ${instance} (${project})` })),
          ),
        ),
      )
      return {
        seen: [...perProject.flatMap((p) => p.floating), ...external.flat()],
        unread: instances.length - read.length,
      }
    },
  })
