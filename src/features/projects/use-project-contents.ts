import { useQueries } from '@tanstack/react-query'
import { q } from '~/api/query'
import {
  type Children,
  DEFAULT_VPC,
  type DefaultVpc,
  holdsDefaultVpc,
  type Listed,
  type Plan,
  planDelete,
} from './project-contents'

/** Enough names to show; a full page means the list goes on. */
const LIMIT = 25

type Page = { items: { name: string }[] }

/** Read again on opening (a list on screen may be older than the question); `enabled` waits. */
const fresh = <T extends object>(options: T, enabled = true) => ({
  ...options,
  staleTime: 0,
  enabled,
})
const listed = (page: Page | undefined): Listed | undefined =>
  page && { names: page.items.map((i) => i.name), more: page.items.length >= LIMIT }

/**
 * Read what the project holds, kind by kind (and, when it has a default VPC, what that holds),
 * and plan its deletion. Fresh reads: a list on screen may be older than the question.
 */
export function useDeletePlan(project: string) {
  const query = { project, limit: LIMIT }
  const kinds = useQueries({
    queries: [
      fresh(q('instanceList', { query })),
      fresh(q('diskList', { query })),
      fresh(q('floatingIpList', { query })),
      fresh(q('imageList', { query })),
      fresh(q('snapshotList', { query })),
      fresh(q('vpcList', { query })),
      fresh(q('affinityGroupList', { query })),
      fresh(q('antiAffinityGroupList', { query })),
    ],
  })
  const [instances, disks, floatingIps, images, snapshots, vpcs, affinity, anti] = kinds.map((k) =>
    listed(k.data),
  )
  const children: Children | undefined =
    instances && disks && floatingIps && images && snapshots && vpcs && affinity && anti
      ? {
          instances,
          disks,
          floatingIps,
          images,
          snapshots,
          vpcs,
          affinityGroups: affinity,
          antiAffinityGroups: anti,
        }
      : undefined
  const inVpc = { project, vpc: DEFAULT_VPC }
  const readVpc = !!children && holdsDefaultVpc(children)
  const vpcQueries = useQueries({
    queries: [
      fresh(q('vpcSubnetList', { query: { ...inVpc, limit: LIMIT } }), readVpc),
      fresh(q('vpcRouterList', { query: { ...inVpc, limit: LIMIT } }), readVpc),
      fresh(q('internetGatewayList', { query: { ...inVpc, limit: LIMIT } }), readVpc),
      fresh(q('vpcFirewallRulesView', { query: inVpc }), readVpc),
    ],
  })
  const [subnets, routers, gateways, rules] = vpcQueries
  const subnetList = listed(subnets.data)
  const gatewayList = listed(gateways.data)
  const routerItems = routers.data?.items
  const ruleItems = rules.data?.rules
  const vpc: DefaultVpc | undefined =
    subnetList && gatewayList && routerItems && ruleItems
      ? {
          subnets: subnetList,
          routers: routerItems,
          gateways: gatewayList,
          rules: ruleItems.map((r) => r.name),
        }
      : undefined
  const all = [...kinds, ...(readVpc ? vpcQueries : [])]
  const error = all.find((k) => k.error)?.error
  const plan: Plan | undefined =
    children && (!readVpc || vpc) ? planDelete(project, children, vpc) : undefined
  const retry = () => {
    for (const k of all) if (k.error) void k.refetch()
  }
  return { plan, error, retry }
}
