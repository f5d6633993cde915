import type { Disk, Instance } from '@oxide/api'
import { useForm, useWatch } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { ModalForm } from '~/components/modal-form'
import { DISK_OPS } from '~/resources/disks/queries'
import { toast } from '~/ui/toast'
import { instanceActionDisabled } from '~/util/instance-states'

/**
 * Attach a disk to one of the project's instances. Only a creating or stopped instance takes a
 * disk (spec section 4); any can be chosen, and the Attach button then says why it cannot.
 */
export function AttachDiskModal({
  project,
  disk,
  instances,
  onDismiss,
}: {
  project: string
  disk: Disk
  instances: Instance[]
  onDismiss: () => void
}) {
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const name = useWatch({ control: form.control, name: 'instance' })
  const chosen = instances.find((i) => i.name === name)
  const blocked = chosen && instanceActionDisabled('attachDisk', chosen.runState)
  const attach = requestChange(
    ({ instance }: { instance: string }) =>
      req('instanceDiskAttach', {
        path: { instance },
        query: { project },
        body: { disk: disk.name },
      }),
    DISK_OPS,
  )
  return (
    <ModalForm
      title="Attach disk"
      submitLabel="Attach disk"
      form={form}
      change={attach}
      onSuccess={() => {
        toast.success({ title: `Disk ${disk.name} attached to ${name}` })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={blocked}
    >
      <p className="text-secondary">
        Attach <strong className="text-default">{disk.name}</strong> to an instance of this project.
      </p>
      <ListboxField
        control={form.control}
        name="instance"
        label="Instance"
        required
        placeholder={instances.length ? 'Select an instance' : 'No instances in this project'}
        items={instances.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
        description="An instance takes a disk only while it is creating or stopped."
      />
      {blocked && (
        <p role="status" className="text-notice-fg">
          {chosen.name} is {chosen.runState}. {blocked}.
        </p>
      )}
    </ModalForm>
  )
}
