import type { VpcFirewallRule } from '@oxide/api'
import { useMemo } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { RadioField } from '~/components/fields/radio-field'
import { lazyComponent } from '~/components/lazy-component'
import { choices } from '~/ui/choices'
import { PortListField, ProtocolListField } from './filter-fields'
import { useFirewallWorld } from './firewall-world'
import { HostListField } from './host-list-field'
import { ImpactFrame } from './impact-frame'
import { type RuleValues, ruleSetWith, toUpdate, valuesToRule } from './rule-values'

/** What the rule would change: its evaluation loads after the form, in a panel already there. */
const ImpactPreview = lazyComponent(
  async () => (await import('./impact-preview')).ImpactPreview,
  <ImpactFrame />,
)

/** A priority the API takes: a whole number from 0 to 65535. */
const priorityOk = (p: RuleValues['priority']) =>
  typeof p === 'number' && Number.isInteger(p) && p >= 0 && p <= 65535

const ACTIONS = choices({
  allow: 'Allow',
  deny: 'Deny',
})

const DIRECTIONS = choices({
  inbound: 'Incoming',
  outbound: 'Outgoing',
})

/**
 * The fields of one rule and, below them, what saving it would change. `rules` is the set as
 * read; `replacing` the name of the rule being edited (null for a new one).
 */
export function RuleFields({
  form,
  project,
  vpc,
  rules,
  replacing,
}: {
  form: UseFormReturn<RuleValues>
  project: string
  vpc: string
  rules: VpcFirewallRule[]
  replacing: string | null
}) {
  const { control } = form
  const { world, names, interfaces } = useFirewallWorld(project, vpc)
  const values = useWatch({ control }) as RuleValues
  const taken = useMemo(
    () => rules.map((r) => r.name).filter((n) => n !== replacing),
    [rules, replacing],
  )
  const before = useMemo(() => rules.map(toUpdate), [rules])
  const after = useMemo(
    () =>
      priorityOk(values.priority) ? ruleSetWith(rules, replacing, valuesToRule(values)) : null,
    [rules, replacing, values],
  )
  return (
    <>
      <NameField
        control={control}
        name="name"
        taken={(v) => (taken.includes(v) ? 'Another rule of this VPC has this name' : undefined)}
      />
      <DescriptionField control={control} name="description" />
      <CheckboxField control={control} name="enabled" label="Enabled" />
      <NumberField
        control={control}
        name="priority"
        label="Priority"
        required
        min={0}
        max={65535}
        description="0 to 65535. Lower numbers go first; at the same priority, deny goes before allow."
      />
      <RadioField control={control} name="action" label="Action" items={ACTIONS} />
      <RadioField
        control={control}
        name="direction"
        label="Direction of traffic"
        items={DIRECTIONS}
      />
      <HostListField
        control={control}
        name="targets"
        legend="Targets"
        noun="target"
        description="The instances the rule applies to."
        empty="No targets: the rule applies to every instance in the VPC."
        names={names}
      />
      <HostListField
        control={control}
        name="hosts"
        legend="Host filters"
        noun="host filter"
        description="The other end of the traffic: its source when incoming, its destination when outgoing."
        empty="No host filters: any host."
        names={names}
      />
      <ProtocolListField control={control} />
      <PortListField control={control} />
      <ImpactPreview
        before={before}
        after={after}
        world={world}
        focus={values.name}
        interfaces={interfaces}
      />
    </>
  )
}
