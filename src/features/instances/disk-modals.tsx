import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { type Control, type Path, useForm } from 'react-hook-form'
import { errorMessage } from '~/api/errors'
import { call, invalidate, q, useApiMutation } from '~/api/query'
import { ListboxField } from '~/components/fields/listbox-field'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { ModalForm } from '~/components/modal-form'
import { toast } from '~/ui/toast'
import { formatBytes, gibToBytes } from '~/util/units'
import { PICKER_LIMIT } from './instance-queries'

/** Spec section 9 lists 1023: the largest disk, in GiB. */
export const MAX_DISK_GIB = 1023

type Props = { project: string; instance: Instance; onDismiss: () => void }

const refreshDisks = () => invalidate('instanceDiskList', 'diskList', 'diskView', 'instanceView')

/** Attach one of the project's detached disks. */
export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const form = useForm<{ disk: string }>({ defaultValues: { disk: '' } })
  const disks = useQuery(q('diskList', { query: { project, limit: PICKER_LIMIT } }))
  const detached = (disks.data?.items ?? []).filter((d) => d.state.state === 'detached')
  const attach = useApiMutation('instanceDiskAttach', { onSuccess: refreshDisks })
  return (
    <ModalForm
      title="Attach disk"
      submitLabel="Attach disk"
      form={form}
      onSubmit={({ disk }) =>
        attach.mutateAsync({
          path: { instance: instance.name },
          query: { project },
          body: { disk },
        })
      }
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

type CreateValues = { name: string; description: string; size: number }

/**
 * Name, description and size of a new blank disk: the create-disk modal and the instance
 * create form's "add disk" both ask for these.
 */
export function NewDiskFields<T extends CreateValues>({ control }: { control: Control<T> }) {
  // the fields exist on every T this accepts; TypeScript cannot see that through the generic
  const field = (name: keyof CreateValues) => name as Path<T>
  return (
    <>
      <NameField control={control} name={field('name')} />
      <DescriptionField control={control} name={field('description')} />
      <NumberField
        control={control}
        name={field('size')}
        label="Size"
        unit="GiB"
        min={1}
        max={MAX_DISK_GIB}
        required
      />
    </>
  )
}

/** A new blank disk, attached to the instance as soon as it exists. */
export function CreateDiskModal({ project, instance, onDismiss }: Props) {
  const form = useForm<CreateValues>({ defaultValues: { name: '', description: '', size: 10 } })
  const create = useApiMutation('diskCreate')
  return (
    <ModalForm
      title="Create disk"
      submitLabel="Create and attach"
      form={form}
      onSubmit={async ({ name, description, size }) => {
        const disk = await create.mutateAsync({
          query: { project },
          body: {
            name,
            description,
            size: gibToBytes(size),
            diskBackend: {
              type: 'distributed',
              diskSource: { type: 'blank', blockSize: 4096 },
            },
          },
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
        await refreshDisks()
        return disk
      }}
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
