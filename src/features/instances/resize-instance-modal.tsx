import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import type { InstanceModalProps } from '~/resources/instances/modals'
import { INSTANCE_OPS } from '~/resources/instances/queries'
import { bytesToGiB, gibToBytes } from '~/util/units'
import { instanceUpdateBody } from './instance-update'
import { SizeFields } from './size-fields'

type Values = { ncpus: number; memory: number }

/** CPU and memory of a stopped (or failed, or creating) instance. */
export function ResizeInstanceModal({ project, instance, onDismiss }: InstanceModalProps) {
  const form = useForm<Values>({
    defaultValues: { ncpus: instance.ncpus, memory: bytesToGiB(instance.memory) },
  })
  const update = requestChange(
    ({ ncpus, memory }: Values) =>
      req('instanceUpdate', {
        path: { instance: instance.name },
        query: { project },
        body: instanceUpdateBody(instance, { ncpus, memory: gibToBytes(memory) }),
      }),
    INSTANCE_OPS,
  )
  return (
    <ModalForm
      title="Resize instance"
      submitLabel="Resize"
      form={form}
      change={update}
      success={(updated) => `Instance ${updated.name} resized`}
      onDismiss={onDismiss}
    >
      <p className="text-secondary">
        Resize <strong className="text-default">{instance.name}</strong>. The new size applies the
        next time it starts.
      </p>
      <SizeFields control={form.control} />
    </ModalForm>
  )
}
