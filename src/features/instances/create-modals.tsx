import type { Disk, SshKey } from '@oxide/api'
import { useForm, useWatch } from 'react-hook-form'
import { RadioField } from '~/components/fields/radio-field'
import { ModalForm } from '~/components/modal-form'
import {
  type DiskCreateValues,
  DiskFields,
  DiskPickerField,
  diskCreateDefaults,
} from '~/resources/disks/fields'
import { SshKeyFields, useNewSshKeyForm } from '~/resources/ssh-keys/fields'
import { choices } from '~/ui/choices'
import { toast } from '~/ui/toast'
import { ITEMS_MUST_BE_UNIQUE } from '~/util/unique'
import type { DiskEntry } from './instance-create-values'
import { NicFields, type NicValues } from './nic-modals'

/**
 * The instance create form's modal forms: what it will create or attach with the instance
 * (nothing is sent until the form is), and a new SSH key for the user's profile (sent at once).
 * They load when one opens.
 */

type AddValues = DiskCreateValues & { type: 'create' | 'attach' }

const DISK_SOURCES = choices({
  create: 'New disk',
  attach: 'Existing disk',
})

/** A disk to create or attach along with the instance; nothing is sent until the form is. */
export function AddDiskModal({
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

export function AddNicModal({
  project,
  taken,
  onAdd,
  onDismiss,
}: {
  project: string
  /** The names already in the list: spec section 5, 'Items must be unique', said at once. */
  taken: string[]
  onAdd: (nic: NicValues) => void
  onDismiss: () => void
}) {
  const form = useForm<NicValues>({
    defaultValues: { name: '', description: '', vpcName: '', subnetName: '' },
  })
  return (
    <ModalForm
      title="Add network interface"
      form={form}
      onSubmit={async (v) => {
        if (taken.includes(v.name)) throw new Error(ITEMS_MUST_BE_UNIQUE)
        return v
      }}
      onSuccess={(v) => {
        onAdd(v)
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <NicFields project={project} form={form} />
    </ModalForm>
  )
}

/** Add a key to the user's profile without leaving the form; it is ticked for this instance. */
export function AddSshKeyModal({
  onAdded,
  onDismiss,
}: {
  onAdded: (key: SshKey) => void
  onDismiss: () => void
}) {
  const { form, change: create } = useNewSshKeyForm()
  return (
    <ModalForm
      title="Add SSH key"
      form={form}
      change={create}
      onSuccess={(key) => {
        toast.success({ title: `SSH key ${key.name} added` })
        onAdded(key)
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <SshKeyFields control={form.control} />
    </ModalForm>
  )
}
