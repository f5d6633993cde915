import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { requestChange, send } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import { addMemberReq } from '~/resources/affinity-groups/actions'
import { GROUP_OPS } from '~/resources/affinity-groups/queries'
import { InstancePickerField, useInstanceChoice } from '~/resources/instances/fields'
import { projectInstances } from '~/resources/instances/queries'
import type { AffinityKind } from '~/util/paths'

/**
 * Add an instance to the group. Only a stopped instance can join (spec section 4); any other
 * can be chosen, and the Add button then says why it is unavailable.
 */
export function AddMemberModal({
  kind,
  project,
  group,
  members,
  onDismiss,
}: {
  kind: AffinityKind
  project: string
  group: string
  members: string[]
  onDismiss: () => void
}) {
  const instances = useQuery(projectInstances(project))
  const candidates = (instances.data?.items ?? []).filter((i) => !members.includes(i.id))
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const choice = useInstanceChoice(form.control, candidates, 'addToAffinityGroup')
  const add = requestChange(
    ({ instance }: { instance: string }) => addMemberReq(kind, project, group, instance),
    GROUP_OPS,
    async (request, { instance }) => {
      await send(request)
      return instance
    },
  )
  return (
    <ModalForm
      title="Add instance"
      form={form}
      change={add}
      success={(instance) => `${instance} added to ${group}`}
      onDismiss={onDismiss}
      submitDisabled={choice.blocked}
    >
      <InstancePickerField
        control={form.control}
        choice={choice}
        empty="No other instances in this project"
        from={instances}
        description="An instance can join only while it is stopped."
      />
    </ModalForm>
  )
}
