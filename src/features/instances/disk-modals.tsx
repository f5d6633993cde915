import type { Instance } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { errorMessage } from '~/api/errors'
import { req, requestChange, send } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import { BLANK_DISK_BACKEND, NewDiskFields, type NewDiskValues } from '~/resources/disks/fields'
import { DISK_OPS } from '~/resources/disks/queries'
import { toast } from '~/ui/toast'
import { gibToBytes } from '~/util/units'

type Props = { project: string; instance: Instance; onDismiss: () => void }

/** A new blank disk, attached to the instance as soon as it exists. */
export function CreateDiskModal({ project, instance, onDismiss }: Props) {
  const form = useForm<NewDiskValues>({ defaultValues: { name: '', description: '', size: 10 } })
  const create = requestChange(
    ({ name, description, size }: NewDiskValues) =>
      [
        req('diskCreate', {
          query: { project },
          body: { name, description, size: gibToBytes(size), diskBackend: BLANK_DISK_BACKEND },
        }),
        // by name in the project, so the review can show it before the disk has an id
        req('instanceDiskAttach', {
          path: { instance: instance.name },
          query: { project },
          body: { disk: name },
        }),
      ] as const,
    DISK_OPS,
    async ([createDisk, attachDisk]) => {
      const disk = await send(createDisk)
      try {
        await send(attachDisk)
      } catch (e) {
        // the disk exists now; say so rather than pretend nothing happened
        toast.error({
          title: 'Attach disk',
          description: `Disk ${disk.name} was created but not attached: ${errorMessage(e)}`,
        })
      }
      return disk
    },
  )
  return (
    <ModalForm
      title="Create disk"
      submitLabel="Create and attach"
      form={form}
      change={create}
      onSuccess={(disk) => {
        toast.success({ title: `Disk ${disk.name} created` })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <NewDiskFields control={form.control} />
    </ModalForm>
  )
}
