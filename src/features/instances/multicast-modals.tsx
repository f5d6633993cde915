import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { MULTICAST_OPS, multicastGroupPicker } from '~/resources/multicast/queries'

/**
 * Join one of the fleet's multicast groups the instance is not in yet. The API would also make
 * a group for a new name or address; the console joins existing groups only.
 */
export function JoinMulticastGroupModal({
  project,
  instance,
  joined,
  onDismiss,
}: {
  project: string
  instance: Instance
  joined: string[]
  onDismiss: () => void
}) {
  const groups = useQuery(multicastGroupPicker())
  const open = (groups.data?.items ?? []).filter((g) => !joined.includes(g.id))
  const form = useForm<{ group: string }>({ defaultValues: { group: '' } })
  const join = requestChange(
    ({ group }: { group: string }) =>
      req('instanceMulticastGroupJoin', {
        path: { instance: instance.name, multicastGroup: group },
        query: { project },
        body: {},
      }),
    MULTICAST_OPS,
  )
  return (
    <ModalForm
      title="Join multicast group"
      submitLabel="Join"
      form={form}
      change={join}
      success={(m) => `${instance.name} joined the group at ${m.multicastIp}`}
      onDismiss={onDismiss}
    >
      <PickerField
        control={form.control}
        name="group"
        label="Multicast group"
        required
        noun={['a multicast group', 'multicast groups']}
        empty="No other multicast groups to join"
        from={groups}
        items={open.map((g) => ({ value: g.name, label: `${g.name} (${g.multicastIp})` }))}
      />
    </ModalForm>
  )
}
