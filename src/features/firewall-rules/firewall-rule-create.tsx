import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { ensure, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { FIREWALL_OPS, firewallRules } from '~/resources/vpcs/queries'
import { pb } from '~/util/paths'
import { prefetchWorld } from './firewall-world'
import { RuleFields } from './rule-form'
import { cloneValues, NEW_RULE, type RuleValues, ruleSetWith, valuesToRule } from './rule-values'

/** `firewall-rules-new/{rule}` starts from a copy of that rule, which must exist. */
export async function loader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = routeParams(params, 'project', 'vpc')
  const [{ rules }] = await Promise.all([
    ensure(firewallRules(project, vpc)),
    prefetchWorld(project, vpc),
  ])
  if (params.rule && !rules.some((r) => r.name === params.rule))
    throw new Response(`no rule ${params.rule}`, { status: 404 })
  return null
}

export default function FirewallRuleCreate() {
  const navigate = useNavigate()
  const { project, vpc } = useRouteParams('project', 'vpc')
  const { rule: source } = useParams()
  const { rules } = usePrefetchedQuery(firewallRules(project, vpc))
  const denied = usePermissions(project).cannot('networking')
  const original = rules.find((r) => r.name === source)
  const form = useForm<RuleValues>({
    defaultValues: original
      ? cloneValues(
          original,
          rules.map((r) => r.name),
        )
      : NEW_RULE,
  })
  const create = requestChange(
    (values: RuleValues) =>
      req('vpcFirewallRulesUpdate', {
        query: { project, vpc },
        body: { rules: ruleSetWith(rules, null, valuesToRule(values)) },
      }),
    FIREWALL_OPS,
  )
  const back = () => navigate(pb.vpcFirewallRules({ project, vpc }))
  return (
    <SideModalForm
      title="Add firewall rule"
      submitLabel="Add rule"
      form={form}
      change={create}
      success={() => `Firewall rule ${form.getValues('name')} created`}
      onDismiss={back}
      submitDisabled={denied}
    >
      <RuleFields form={form} project={project} vpc={vpc} rules={rules} replacing={null} />
    </SideModalForm>
  )
}
