import type { VpcFirewallRule } from '@oxide/api'
import { call } from '~/api/query'
import { bulkDelete } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { FIREWALL_OPS } from '~/resources/vpcs/queries'
import { ruleSetWithout } from './rule-values'

/**
 * Rule set changes made from the list go one at a time, each on the set as the server holds
 * it then: the set is replaced whole, so two deletes sent side by side would each put back the
 * rule the other removed.
 */
let queue: Promise<unknown> = Promise.resolve()

export function deleteRules(project: string, vpc: string, names: string[]) {
  const run = queue.then(async () => {
    const { rules } = await call('vpcFirewallRulesView', { query: { project, vpc } })
    // already gone: nothing to do
    if (!rules.some((r) => names.includes(r.name))) return
    await call('vpcFirewallRulesUpdate', {
      query: { project, vpc },
      body: { rules: ruleSetWithout(rules, names) },
    })
  })
  queue = run.catch(() => undefined)
  return run
}

export const ruleBulkActions = (project: string, vpc: string): BulkAction<VpcFirewallRule>[] => [
  bulkDelete<VpcFirewallRule>('Delete firewall rules', {
    run: (rule) => deleteRules(project, vpc, [rule.name]),
    touches: FIREWALL_OPS,
  }),
]
