import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useChange } from '~/api/change'
import { errorMessage } from '~/api/errors'
import { call } from '~/api/query'
import { ListboxField } from '~/components/fields/listbox-field'
import { ModalForm } from '~/components/modal-form'
import { BLANK_DISK_BACKEND, NewDiskFields, type NewDiskValues } from '~/resources/disks/fields'
import { DISK_OPS, projectDisks } from '~/resources/disks/queries'
import { toast } from '~/ui/toast'
import { formatBytes, gibToBytes } from '~/util/units'

type Props = { project: string; instance: Instance; onDismiss: () => void }

/** Attach one of the project's detached disks. */
export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const form = useForm<{ disk: string }>({ defaultValues: { disk: '' } })
  const disks = useQuery(projectDisks(project))
  const detached = (disks.data?.items ?? []).filter((d) => d.state.state === 'detached')
  const attach = useChange(
    ({ disk }: { disk: string }) =>
      call('instanceDiskAttach', {
        path: { instance: instance.name },
        query: { project },
        body: { disk },
      }),
    DISK_OPS,
  )
  return (
    <ModalForm
      title="Attach disk"
      submitLabel="Attach disk"
      form={form}
      onSubmit={attach.mutateAsync}
      onSuccess={(disk) => {
        toast.success({ title: `Disk ${disk.name} attached` })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <ListboxField
        control={form.control}
        name="disk"
        label="Disk"
        required
        placeholder={
          disks.isPending
            ? 'Loading disks…'
            : detached.length === 0
              ? 'No detached disks in this project'
              : 'Select a disk'
        }
        items={detached.map((d) => ({
          value: d.name,
          label: `${d.name} (${formatBytes(d.size)})`,
        }))}
      />
    </ModalForm>
  )
}

/** A new blank disk, attached to the instance as soon as it exists. */
export function CreateDiskModal({ project, instance, onDismiss }: Props) {
  const form = useForm<NewDiskValues>({ defaultValues: { name: '', description: '', size: 10 } })
  const create = useChange(async ({ name, description, size }: NewDiskValues) => {
    const disk = await call('diskCreate', {
      query: { project },
      body: { name, description, size: gibToBytes(size), diskBackend: BLANK_DISK_BACKEND },
    })
    try {
      await call('instanceDiskAttach', {
        path: { instance: instance.name },
        query: { project },
        body: { disk: disk.id },
      })
    } catch (e) {
      // the disk exists now; say so rather than pretend nothing happened
      toast.error({
        title: 'Attach disk',
        description: `Disk ${disk.name} was created but not attached: ${errorMessage(e)}`,
      })
    }
    return disk
  }, DISK_OPS)
  return (
    <ModalForm
      title="Create disk"
      submitLabel="Create and attach"
      form={form}
      onSubmit={create.mutateAsync}
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
