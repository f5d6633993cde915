import type { Disk, DiskBackend } from '@oxide/api'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { PickerField, type PickerFieldProps } from '~/components/fields/picker-field'
import { formatBytes, GiB, gibToBytes } from '~/util/units'

/** Spec section 9 lists 1023: the largest disk, in GiB. */
export const MAX_DISK_GIB = 1023

/** The smallest disk a snapshot or image fits on, in whole GiB (disks come in whole GiB). */
export const minDiskGiB = (source: { size: number } | undefined) =>
  source ? Math.max(1, Math.ceil(source.size / GiB)) : 1

/** What a new disk's blocks come from, when not blank: its size is the disk's least. */
export type DiskSourceSize = { kind: 'snapshot' | 'image'; size: number }

/**
 * The API's rule for a disk made from a snapshot or image, checked before sending: the same
 * sentence the server answers with (real-api-behaviour.md row 24), sizes in the units the form
 * uses rather than bytes.
 */
export function sourceSizeProblem(sizeGiB: number, source: DiskSourceSize | undefined) {
  if (!source || gibToBytes(sizeGiB) >= source.size) return undefined
  return `Disk size ${sizeGiB} GiB must be greater than or equal to ${source.kind} size ${formatBytes(source.size)}`
}

/** A new empty disk: the backend every blank disk the console creates has. */
export const BLANK_DISK_BACKEND: DiskBackend = {
  type: 'distributed',
  diskSource: { type: 'blank', blockSize: 4096 },
}

/** What a new blank disk needs; size in GiB. */
export type NewDiskValues = { name: string; description: string; size: number }

/**
 * Name, description and size of a new blank disk: the create-disk modal, the instance create
 * form's "add disk" (and the disks screen's create form) all ask for these.
 */
export function NewDiskFields<T extends NewDiskValues>({ control }: { control: Control<T> }) {
  // the fields exist on every T this accepts; TypeScript cannot see that through the generic
  const field = (name: keyof NewDiskValues) => name as Path<T>
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

/**
 * Choose one of `disks` by name, each shown with its size; by default they are the project's
 * detached disks, which an instance can take.
 */
export function DiskPickerField<T extends FieldValues>({
  disks,
  label = 'Disk',
  empty = 'No detached disks in this project',
  ...field
}: Omit<PickerFieldProps<T, string>, 'items' | 'noun' | 'label' | 'required'> & {
  disks: Disk[]
  label?: string
}) {
  return (
    <PickerField
      {...field}
      label={label}
      required
      noun={['a disk', 'disks']}
      empty={empty}
      items={disks.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
    />
  )
}
