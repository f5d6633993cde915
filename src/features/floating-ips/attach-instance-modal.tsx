import type { FloatingIp } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { InstancePickerField, useInstanceChoice } from '~/resources/instances/fields'
import { projectInstances } from '~/resources/instances/queries'
import { toast } from '~/ui/toast'

/**
 * Attach a floating IP to one of the project's instances. Any instance can be chosen; one the
 * server would refuse in its state (starting, stopping, ...) disables the Attach button, which
 * says why.
 */
export function AttachInstanceModal({
  project,
  floatingIp,
  onDismiss,
}: {
  project: string
  floatingIp: FloatingIp
  onDismiss: () => void
}) {
  const instances = useQuery(projectInstances(project))
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const choice = useInstanceChoice(form.control, instances.data?.items ?? [], 'changeExternalIp')
  const attach = requestChange(
    ({ instance }: { instance: string }) =>
      req('floatingIpAttach', {
        path: { floatingIp: floatingIp.id },
        body: { kind: 'instance', parent: instance },
      }),
    EXTERNAL_IP_OPS,
  )
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      form={form}
      change={attach}
      onSuccess={() => {
        toast.success({ title: `Floating IP ${floatingIp.name} attached to ${choice.name}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={choice.blocked}
    >
      <p className="text-secondary">
        Attach <strong className="text-default">{floatingIp.name}</strong>{' '}
        <span className="font-mono">({floatingIp.ip})</span> to an instance of this project.
      </p>
      <InstancePickerField control={form.control} choice={choice} from={instances} />
    </ModalForm>
  )
}
