import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { requestChange, send } from '~/api/request'
import { removeAction } from '~/components/confirm-action'
import { PickerField } from '~/components/fields/picker-field'
import { RadioField } from '~/components/fields/radio-field'
import { ModalForm } from '~/components/modal-form'
import { Section } from '~/components/section-form'
import { addMemberReq, removeMember } from '~/resources/affinity-groups/actions'
import { GROUP_OPS, groupPicker, instanceGroups } from '~/resources/affinity-groups/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { choices } from '~/ui/choices'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { instanceActionDisabled } from '~/util/instance-states'
import type { AffinityKind } from '~/util/paths'

type Membership = { kind: AffinityKind; name: string; policy: string }

const kindLabel = (kind: AffinityKind) => (kind === 'affinity' ? 'affinity' : 'anti-affinity')

const membershipColumns: Column<Membership>[] = [
  { header: 'Group', cell: (m) => m.name, className: 'font-medium' },
  {
    header: 'Kind',
    cell: (m) => (
      <Badge color={m.kind === 'affinity' ? 'blue' : 'purple'}>{kindLabel(m.kind)}</Badge>
    ),
  },
  { header: 'Policy', cell: (m) => m.policy },
]

/** The settings tab's loader prefetches these. */
export const membershipQueries = (project: string, instance: string) => [
  instanceGroups('affinity', project, instance),
  instanceGroups('anti-affinity', project, instance),
]

function useMemberships(project: string, instance: string): Membership[] {
  const affinity = usePrefetchedQuery(instanceGroups('affinity', project, instance)).items
  const anti = usePrefetchedQuery(instanceGroups('anti-affinity', project, instance)).items
  return [
    ...affinity.map((g) => ({ kind: 'affinity' as const, name: g.name, policy: g.policy })),
    ...anti.map((g) => ({ kind: 'anti-affinity' as const, name: g.name, policy: g.policy })),
  ]
}

type AddValues = { kind: AffinityKind; group: string }

const GROUP_KINDS = choices({
  'anti-affinity': 'Anti-affinity group',
  affinity: 'Affinity group',
})

function AddToGroupModal({
  project,
  instance,
  joined,
  onDismiss,
}: {
  project: string
  instance: string
  joined: Membership[]
  onDismiss: () => void
}) {
  const form = useForm<AddValues>({ defaultValues: { kind: 'anti-affinity', group: '' } })
  const kind = useWatch({ control: form.control, name: 'kind' })
  // a group name belongs to one kind: switching kinds clears the choice
  const shownKind = useRef(kind)
  useEffect(() => {
    if (shownKind.current === kind) return
    shownKind.current = kind
    form.setValue('group', '')
  }, [kind, form])
  // both kinds load at once, so switching kinds shows its groups without a wait
  const affinity = useQuery(groupPicker('affinity', project))
  const anti = useQuery(groupPicker('anti-affinity', project))
  const shown = kind === 'affinity' ? affinity : anti
  const groups = shown.data?.items ?? []
  const candidates = groups.filter((g) => !joined.some((j) => j.kind === kind && j.name === g.name))
  const add = requestChange(
    ({ kind, group }: AddValues) => addMemberReq(kind, project, group, instance),
    GROUP_OPS,
    async (request, { group }) => {
      await send(request)
      return group
    },
  )
  return (
    <ModalForm
      title="Add to group"
      form={form}
      change={add}
      success={(group) => `${instance} added to ${group}`}
      onDismiss={onDismiss}
    >
      <RadioField control={form.control} name="kind" label="Kind" items={GROUP_KINDS} />
      <PickerField
        control={form.control}
        name="group"
        label="Group"
        required
        noun={['a group', 'groups']}
        empty="No groups to join"
        from={shown}
        items={candidates.map((g) => ({ value: g.name, label: g.name }))}
      />
    </ModalForm>
  )
}

export function InstanceAffinitySection({
  project,
  instance,
}: {
  project: string
  instance: Instance
}) {
  const memberships = useMemberships(project, instance.name)
  const [adding, setAdding] = useState(false)
  const denied = usePermissions(project).cannot('compute')
  const cannotAdd = denied ?? instanceActionDisabled('addToAffinityGroup', instance.runState)
  return (
    <Section
      title="Affinity"
      description="Groups that decide which instances share a sled (affinity) or are kept apart (anti-affinity)."
    >
      <ListTable
        label="Affinity groups of this instance"
        columns={membershipColumns}
        rows={memberships}
        rowKey={(m) => `${m.kind}-${m.name}`}
        rowName={(m) => m.name}
        empty="Not in any affinity or anti-affinity group"
        actions={(m) => [
          removeAction({
            label: 'Remove from group',
            title: 'Remove from group',
            content: `Remove ${instance.name} from the ${kindLabel(m.kind)} group ${m.name}?`,
            run: () => removeMember(m.kind, project, m.name, instance.name),
            touches: GROUP_OPS,
            success: `${instance.name} removed from ${m.name}`,
            denied,
          }),
        ]}
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabledReason={cannotAdd}
          onClick={() => setAdding(true)}
        >
          Add to group
        </Button>
      </div>
      {adding && (
        <AddToGroupModal
          project={project}
          instance={instance.name}
          joined={memberships}
          onDismiss={() => setAdding(false)}
        />
      )}
    </Section>
  )
}
