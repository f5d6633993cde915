import type { Disk, Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { errorMessage } from '~/api/errors'
import { req, requestChange, send } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import { InstancePickerField, useInstanceChoice } from '~/resources/instances/fields'
import type { InstanceModalProps } from '~/resources/instances/modals'
import { toast } from '~/ui/toast'
import {
  type DiskCreateValues,
  DiskFields,
  DiskPickerField,
  diskCreateDefaults,
  toDiskCreate,
} from './fields'
import { DISK_OPS, projectDisks } from './queries'

type Values = { instance: string; disk: string }

/**
 * Attach a disk to an instance of the project, from either end: from a disk (the disk list),
 * choose one of `instances`; from an instance (its storage tab), one of the project's detached
 * disks. Only a creating or stopped instance takes a disk (spec section 4); any instance can be
 * chosen, and the Attach button then says why it cannot.
 */
export function AttachDiskModal({
  project,
  onDismiss,
  ...end
}: { project: string; onDismiss: () => void } & (
  | { disk: Disk; instances: Instance[] }
  | { instance: Instance }
)) {
  // the values hold the chosen end only, so a server error about the other goes to the summary
  const fixed = 'disk' in end ? { disk: end.disk.name } : { instance: end.instance.name }
  const form = useForm<Values>({ defaultValues: 'disk' in end ? { instance: '' } : { disk: '' } })
  // from an instance: the project's detached disks
  const disks = useQuery({ ...projectDisks(project), enabled: !('disk' in end) })
  const detached = (disks.data?.items ?? []).filter((d) => d.state.state === 'detached')
  const choice = useInstanceChoice(form.control, 'disk' in end ? end.instances : [], 'attachDisk')
  const attach = requestChange((values: Values) => {
    const { instance, disk } = { ...values, ...fixed }
    return req('instanceDiskAttach', { path: { instance }, query: { project }, body: { disk } })
  }, DISK_OPS)
  return (
    <ModalForm
      title="Attach disk"
      form={form}
      change={attach}
      onSuccess={(disk) => {
        toast.success({
          title: `Disk ${disk.name} attached${'disk' in end ? ` to ${choice.name}` : ''}`,
        })
        onDismiss()
      }}
      onDismiss={onDismiss}
      submitDisabled={choice.blocked}
    >
      {'disk' in end ? (
        <>
          <p className="text-secondary">
            Attach <strong className="text-default">{end.disk.name}</strong> to an instance of this
            project.
          </p>
          <InstancePickerField
            control={form.control}
            choice={choice}
            description="An instance takes a disk only while it is creating or stopped."
          />
        </>
      ) : (
        <DiskPickerField control={form.control} name="disk" disks={detached} from={disks} />
      )}
    </ModalForm>
  )
}

/** A new disk, blank or from a snapshot or image, attached to the instance once it exists. */
export function CreateDiskModal({ project, instance, onDismiss }: InstanceModalProps) {
  const form = useForm<DiskCreateValues>({ defaultValues: diskCreateDefaults })
  const create = requestChange(
    (values: DiskCreateValues) =>
      [
        req('diskCreate', { query: { project }, body: toDiskCreate(values) }),
        // by name in the project, so the review can show it before the disk has an id
        req('instanceDiskAttach', {
          path: { instance: instance.name },
          query: { project },
          body: { disk: values.name },
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
      success={(disk) => `Disk ${disk.name} created`}
      onDismiss={onDismiss}
    >
      <DiskFields form={form} project={project} />
    </ModalForm>
  )
}
