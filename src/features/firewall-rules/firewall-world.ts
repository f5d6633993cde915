import type { InstanceNetworkInterfaceResultsPage } from '@oxide/api'
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { ensure, usePrefetchedQuery } from '~/api/query'
import { projectInstances } from '~/resources/instances/queries'
import { subnetNics, vpcSubnets } from '~/resources/vpcs/queries'
import { useAfterFirstPaint } from '~/ui/use-after-first-paint'
import type { World } from '~/util/firewall/model'
import { stackAddresses } from '~/util/ip'
import type { HostNames } from './host-list-field'

/**
 * What the rule form needs of the project: the names its targets and host filters may take,
 * and the VPC's interfaces for the impact preview. Every subnet's interfaces are read (one
 * call per subnet), with the instances to name them; the form does not wait for those reads
 * (a VPC's subnets can be many: issue 29), and they start only once it is on screen, so they
 * do not compete with it; its preview waits for them.
 */
export async function prefetchWorld(project: string, vpc: string) {
  await Promise.all([ensure(vpcSubnets(project, vpc)), ensure(projectInstances(project))])
}

/** Where the subnets' interface reads are: the preview needs all of them. */
export type Interfaces = 'reading' | 'failed' | 'read'

/** The subnets' interface lists once all have arrived; stable (module level), so combined once. */
const allLists = (
  results: { data?: InstanceNetworkInterfaceResultsPage; error: Error | null }[],
) => ({
  lists: results.every((r) => r.data) ? results.map((r) => r.data?.items ?? []) : null,
  failed: results.some((r) => r.error && !r.data),
})

export function useFirewallWorld(project: string, vpc: string) {
  const subnets = usePrefetchedQuery(vpcSubnets(project, vpc)).items
  const instances = usePrefetchedQuery(projectInstances(project)).items
  const enabled = useAfterFirstPaint()
  const { lists, failed } = useQueries({
    queries: subnets.map((s) => ({ ...subnetNics(project, vpc, s.name), enabled })),
    combine: allLists,
  })
  const interfaces: Interfaces = lists ? 'read' : failed ? 'failed' : 'reading'
  const world = useMemo((): World => {
    const nameOf = new Map(instances.map((i) => [i.id, i.name]))
    const subnetOf = new Map(subnets.map((s) => [s.id, s.name]))
    return {
      vpc,
      subnets: subnets.map(({ name, ipv4Block, ipv6Block }) => ({ name, ipv4Block, ipv6Block })),
      nics: (lists ?? []).flatMap((list) =>
        list.map((n) => {
          const { v4, v6 } = stackAddresses(n.ipStack)
          return {
            instance: nameOf.get(n.instanceId) ?? n.instanceId,
            name: n.name,
            subnet: subnetOf.get(n.subnetId) ?? '',
            ...(v4 && { ipv4: v4 }),
            ...(v6 && { ipv6: v6 }),
          }
        }),
      ),
    }
  }, [vpc, subnets, instances, lists])
  const names: HostNames = useMemo(
    () => ({
      vpc: [vpc],
      subnet: subnets.map((s) => s.name),
      instance: instances.map((i) => i.name),
    }),
    [vpc, subnets, instances],
  )
  return { world, names, interfaces }
}
