import type { Image } from '@oxide/api'
import type { FieldValues } from 'react-hook-form'
import { PickerField, type PickerFieldProps } from '~/components/fields/picker-field'
import { formatBytes } from '~/util/units'

/**
 * Choose one of `images` by id, each shown with its OS, version and size: what a new instance
 * boots from, what a new disk starts as.
 */
export function ImagePickerField<T extends FieldValues>({
  images,
  ...field
}: Omit<PickerFieldProps<T, string>, 'items' | 'noun' | 'label' | 'required'> & {
  images: Image[]
}) {
  return (
    <PickerField
      {...field}
      label="Image"
      required
      noun={['an image', 'images']}
      items={images.map((i) => ({
        value: i.id,
        label: `${i.name} (${i.os} ${i.version}, ${formatBytes(i.size)})`,
      }))}
    />
  )
}
