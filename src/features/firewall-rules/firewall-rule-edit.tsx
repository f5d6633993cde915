import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { ensure, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { FIREWALL_OPS, firewallRules } from '~/resources/vpcs/queries'
import { pb } from '~/util/paths'
import { prefetchWorld } from './firewall-world'
import { RuleFields } from './rule-form'
import { type RuleValues, ruleSetWith, ruleToValues, valuesToRule } from './rule-values'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, vpc, rule } = routeParams(params, 'project', 'vpc', 'rule')
  const [{ rules }] = await Promise.all([
    ensure(firewallRules(project, vpc)),
    prefetchWorld(project, vpc),
  ])
  if (!rules.some((r) => r.name === rule)) throw new Response(`no rule ${rule}`, { status: 404 })
  return null
}

/** One rule changed, every other rule of the set sent back as it was read. */
export default function FirewallRuleEdit() {
  const navigate = useNavigate()
  const { project, vpc, rule: name } = useRouteParams('project', 'vpc', 'rule')
  const { rules } = usePrefetchedQuery(firewallRules(project, vpc))
  const denied = usePermissions(project).cannot('networking')
  const original = rules.find((r) => r.name === name)
  const form = useForm<RuleValues>({
    defaultValues: original && ruleToValues(original),
  })
  const update = requestChange(
    (values: RuleValues) =>
      req('vpcFirewallRulesUpdate', {
        query: { project, vpc },
        body: { rules: ruleSetWith(rules, name, valuesToRule(values)) },
      }),
    FIREWALL_OPS,
  )
  const back = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  return (
    <SideModalForm
      title="Edit firewall rule"
      submitLabel="Save changes"
      form={form}
      change={update}
      success={() => `Firewall rule ${form.getValues('name')} updated`}
      onDismiss={back}
      submitDisabled={denied}
    >
      <RuleFields form={form} project={project} vpc={vpc} rules={rules} replacing={name} />
    </SideModalForm>
  )
}
