import type { VpcFirewallRule } from '@oxide/api'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { listQ, type PageParams, PICKER_LIMIT, q, queryClient } from '~/api/query'

/** By id (a NIC stores its VPC's id) or by name with a project. */
export const vpcView = (vpc: string, project?: string) =>
  q('vpcView', { path: { vpc }, ...(project && { query: { project } }) })
export const subnetView = (subnet: string) => q('vpcSubnetView', { path: { subnet } })
export const subnetByName = (project: string, vpc: string, subnet: string) =>
  q('vpcSubnetView', { path: { subnet }, query: { project, vpc } })

/** A project's VPCs, and a VPC's subnets, for pickers. */
export const projectVpcs = (project: string) =>
  q('vpcList', { query: { project, limit: PICKER_LIMIT } })
export const vpcSubnets = (project: string, vpc: string) =>
  q('vpcSubnetList', { query: { project, vpc, limit: PICKER_LIMIT } })

/** The paged lists of the VPC and subnet pages. */
export const vpcList = (project: string, page: PageParams) =>
  listQ('vpcList', { query: { project } }, page)
export const subnetList = (project: string, vpc: string, page: PageParams) =>
  listQ('vpcSubnetList', { query: { project, vpc } }, page)

/** A subnet's network interfaces; a subnet of a few hundred fits one page. */
export const subnetNics = (project: string, vpc: string, subnet: string) =>
  q('vpcSubnetListNetworkInterfaces', {
    path: { subnet },
    query: { project, vpc, limit: PICKER_LIMIT },
  })

/** The VPC's rule set, read and replaced whole. */
export const firewallRules = (project: string, vpc: string) =>
  q('vpcFirewallRulesView', { query: { project, vpc } })

/**
 * The rule set as the rows of a list table, which pages: one page holding every rule, in the
 * server's order (by name) or its reverse. It reads through the rule set's own query, so the
 * table and the forms share one cached answer.
 */
export const firewallRuleRows = (project: string, vpc: string) => (page: PageParams) =>
  queryOptions({
    queryKey: [
      'vpcFirewallRulesView',
      { query: { project, vpc } },
      'rows',
      page.sortBy ?? null,
    ] as const,
    queryFn: async (): Promise<{ items: VpcFirewallRule[]; nextPage?: string | null }> => {
      const { rules } = await queryClient.fetchQuery(firewallRules(project, vpc))
      return { items: page.sortBy === 'name_descending' ? [...rules].reverse() : rules }
    },
    placeholderData: keepPreviousData,
  })

/** What a change to a VPC makes stale (its routers and rules go with it when it is deleted). */
export const VPC_OPS = ['vpcList', 'vpcView'] as const satisfies Touches
/** What a change to a subnet makes stale: the system router's routes follow its blocks. */
export const SUBNET_OPS = [
  'vpcSubnetList',
  'vpcSubnetView',
  'vpcRouterRouteList',
] as const satisfies Touches
export const FIREWALL_OPS = ['vpcFirewallRulesView'] as const satisfies Touches
