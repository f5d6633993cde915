import type { Disk } from '@oxide/api'
import { useState } from 'react'
import { type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { RadioField } from '~/components/fields/radio-field'
import { ModalForm } from '~/components/modal-form'
import {
  type DiskCreateValues,
  DiskFields,
  DiskPickerField,
  diskCreateDefaults,
} from '~/resources/disks/fields'
import { Button } from '~/ui/button'
import { choices } from '~/ui/choices'
import { ListTable } from '~/ui/list-table'
import { formatBytes, gibToBytes } from '~/util/units'
import { FormSection } from './create-size'
import type { DiskEntry, InstanceCreateValues } from './instance-create-values'

type AddValues = DiskCreateValues & { type: 'create' | 'attach' }

const DISK_SOURCES = choices({
  create: 'New disk',
  attach: 'Existing disk',
})

/** A disk to create or attach along with the instance; nothing is sent until the form is. */
function AddDiskModal({
  project,
  available,
  taken,
  onAdd,
  onDismiss,
}: {
  project: string
  available: Disk[]
  taken: string[]
  onAdd: (disk: DiskEntry) => void
  onDismiss: () => void
}) {
  const form = useForm<AddValues>({
    defaultValues: { ...diskCreateDefaults, type: 'create' },
  })
  const type = useWatch({ control: form.control, name: 'type' })
  const free = available.filter((d) => !taken.includes(d.name))
  return (
    <ModalForm
      title="Add disk"
      form={form}
      onSubmit={async (v) => v}
      onSuccess={(v) => {
        onAdd(v.type === 'attach' ? { type: 'attach', name: v.name } : { ...v, type: 'create' })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <RadioField control={form.control} name="type" label="Disk" items={DISK_SOURCES} />
      {type === 'create' ? (
        <DiskFields form={form} project={project} />
      ) : (
        <DiskPickerField control={form.control} name="name" label="Existing disk" disks={free} />
      )}
    </ModalForm>
  )
}

export function DisksSection({
  project,
  form,
  disks,
}: {
  project: string
  form: UseFormReturn<InstanceCreateValues>
  disks: Disk[]
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'disks' })
  const [adding, setAdding] = useState(false)
  const [bootSource, bootDisk] = useWatch({
    control: form.control,
    name: ['bootSource', 'bootDisk'],
  })
  const detached = disks.filter((d) => d.state.state === 'detached')
  const taken = [...fields.map((f) => f.name), ...(bootSource === 'disk' ? [bootDisk] : [])]
  return (
    <FormSection title="Additional disks">
      {fields.length > 0 && (
        <ListTable
          label="Additional disks"
          rows={fields.map((f, index) => ({ ...f, index }))}
          rowKey={(f) => f.id}
          empty={null}
          columns={[
            { header: 'Name', cell: (f) => f.name, className: 'font-medium' },
            { header: 'Kind', cell: (f) => (f.type === 'create' ? 'new' : 'existing') },
            {
              header: 'Size',
              className: 'font-mono',
              cell: (f) =>
                f.type === 'create'
                  ? formatBytes(gibToBytes(f.size))
                  : formatBytes(detached.find((d) => d.name === f.name)?.size ?? 0),
            },
          ]}
          rowEnd={(f) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove disk ${f.name}`}
              onClick={() => remove(f.index)}
            >
              Remove
            </Button>
          )}
        />
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add disk
        </Button>
      </div>
      {adding && (
        <AddDiskModal
          project={project}
          available={detached}
          taken={taken}
          onAdd={append}
          onDismiss={() => setAdding(false)}
        />
      )}
    </FormSection>
  )
}
