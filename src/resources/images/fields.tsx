import type { Image } from '@oxide/api'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { TextField } from '~/components/fields/text-field'
import type { ListboxItem } from '~/ui/listbox'
import { formatBytes } from '~/util/units'

/** Images as picker items, by id: what a new instance boots from, what a new disk starts as. */
export const imageItems = (images: Image[]): ListboxItem<string>[] =>
  images.map((i) => ({
    value: i.id,
    label: `${i.name} (${i.os} ${i.version}, ${formatBytes(i.size)})`,
  }))

type ImageText = FieldValues & { name: string; description: string; os: string; version: string }

/** What every new image is told, however it is made: its name, description, OS and version. */
export function ImageTextFields<T extends ImageText>({ control }: { control: Control<T> }) {
  const path = (name: keyof ImageText) => name as FieldPath<T>
  return (
    <>
      <NameField control={control} name={path('name')} />
      <DescriptionField control={control} name={path('description')} />
      <TextField
        control={control}
        name={path('os')}
        label="OS"
        required
        description="The operating system's family, e.g. Debian or Ubuntu."
      />
      <TextField
        control={control}
        name={path('version')}
        label="Version"
        required
        description="The operating system's version, e.g. 12 or 24.04."
      />
    </>
  )
}
