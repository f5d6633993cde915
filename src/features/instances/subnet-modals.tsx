import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { EXTERNAL_SUBNET_OPS, projectExternalSubnets } from '~/resources/external-subnets/queries'
import type { InstanceModalProps } from '~/resources/instances/modals'

/** Attach one of the project's free external subnets to the instance on screen. */
export function AttachExternalSubnetModal({ project, instance, onDismiss }: InstanceModalProps) {
  const subnets = useQuery(projectExternalSubnets(project))
  const free = (subnets.data?.items ?? []).filter((s) => !s.instanceId)
  const form = useForm<{ subnet: string }>({ defaultValues: { subnet: '' } })
  const attach = requestChange(
    ({ subnet }: { subnet: string }) =>
      req('externalSubnetAttach', {
        path: { externalSubnet: subnet },
        query: { project },
        body: { instance: instance.id },
      }),
    EXTERNAL_SUBNET_OPS,
  )
  return (
    <ModalForm
      title="Attach external subnet"
      submitLabel="Attach"
      form={form}
      change={attach}
      success={(s) => `External subnet ${s.name} attached to ${instance.name}`}
      onDismiss={onDismiss}
    >
      <PickerField
        control={form.control}
        name="subnet"
        label="External subnet"
        required
        noun={['an external subnet', 'external subnets']}
        empty="No unattached external subnets in this project"
        from={subnets}
        items={free.map((s) => ({ value: s.name, label: `${s.name} (${s.subnet})` }))}
      />
    </ModalForm>
  )
}
