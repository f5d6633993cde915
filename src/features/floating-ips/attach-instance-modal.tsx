import type { FloatingIp } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { projectInstances } from '~/resources/instances/queries'
import { toast } from '~/ui/toast'
import { instanceActionDisabled } from '~/util/instance-states'

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
  const items = instances.data?.items ?? []
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const name = useWatch({ control: form.control, name: 'instance' })
  const chosen = items.find((i) => i.name === name)
  const blocked = chosen && instanceActionDisabled('changeExternalIp', chosen.runState)
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
        toast.success({ title: `Floating IP ${floatingIp.name} attached to ${name}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={blocked}
    >
      <p className="text-secondary">
        Attach <strong className="text-default">{floatingIp.name}</strong>{' '}
        <span className="font-mono">({floatingIp.ip})</span> to an instance of this project.
      </p>
      <PickerField
        control={form.control}
        name="instance"
        label="Instance"
        required
        noun={['an instance', 'instances']}
        empty="No instances in this project"
        from={instances}
        items={items.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
      />
      {blocked && (
        <p role="status" className="text-notice-fg">
          {chosen.name} is {chosen.runState}. {blocked}.
        </p>
      )}
    </ModalForm>
  )
}
