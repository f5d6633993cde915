import type { ExternalSubnet } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import { EXTERNAL_SUBNET_OPS } from '~/resources/external-subnets/queries'
import { InstancePickerField, useInstanceChoice } from '~/resources/instances/fields'
import { projectInstances } from '~/resources/instances/queries'
import { toast } from '~/ui/toast'

/**
 * Attach an external subnet to one of the project's instances. Any instance can be chosen; one
 * the server would refuse in its state (starting, stopping, ...) disables Attach, which says why.
 */
export function AttachInstanceModal({
  project,
  subnet,
  onDismiss,
}: {
  project: string
  subnet: ExternalSubnet
  onDismiss: () => void
}) {
  const instances = useQuery(projectInstances(project))
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const choice = useInstanceChoice(
    form.control,
    instances.data?.items ?? [],
    'changeExternalSubnet',
  )
  const attach = requestChange(
    ({ instance }: { instance: string }) =>
      req('externalSubnetAttach', {
        path: { externalSubnet: subnet.id },
        body: { instance: choice.chosen?.id ?? instance },
      }),
    EXTERNAL_SUBNET_OPS,
  )
  return (
    <ModalForm
      title="Attach external subnet"
      submitLabel="Attach"
      form={form}
      change={attach}
      onSuccess={() => {
        toast.success({ title: `External subnet ${subnet.name} attached to ${choice.name}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={choice.blocked}
    >
      <p className="text-secondary">
        Attach <strong className="text-default">{subnet.name}</strong>{' '}
        <span className="font-mono">({subnet.subnet})</span> to an instance of this project.
      </p>
      <InstancePickerField control={form.control} choice={choice} from={instances} />
    </ModalForm>
  )
}
