import type { Disk, Image } from '@oxide/api'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { NumberField } from '~/components/fields/number-field'
import { PickerField } from '~/components/fields/picker-field'
import { RadioField } from '~/components/fields/radio-field'
import { DiskPickerField, MAX_DISK_GIB, minDiskGiB } from '~/resources/disks/fields'
import { imageItems } from '~/resources/images/fields'
import { FormSection } from './create-size'
import type { InstanceCreateValues } from './instance-create-values'

/** The image picker of each image source. */
const PICKERS = {
  'silo-image': { name: 'siloImage', empty: 'No silo images' },
  'project-image': { name: 'projectImage', empty: 'No images in this project' },
} as const

/**
 * Boot from a silo image, a project image, an existing disk, or a new blank disk. Silo images
 * the user may not list (`siloImagesRefused`, the reason) leave that choice disabled, saying why.
 */
export function BootDiskSection({
  form,
  siloImages,
  siloImagesRefused,
  projectImages,
  disks,
}: {
  form: UseFormReturn<InstanceCreateValues>
  siloImages: Image[]
  siloImagesRefused?: string | undefined
  projectImages: Image[]
  disks: Disk[]
}) {
  const [source, siloImage, projectImage] = useWatch({
    control: form.control,
    name: ['bootSource', 'siloImage', 'projectImage'],
  })
  const imageId = source === 'silo-image' ? siloImage : projectImage
  const picker = source === 'silo-image' || source === 'project-image' ? PICKERS[source] : undefined
  const image = [...siloImages, ...projectImages].find((i) => i.id === imageId)
  const minSize = source === 'blank' ? 1 : minDiskGiB(image)
  const detached = disks.filter((d) => d.state.state === 'detached')
  return (
    <FormSection title="Boot disk">
      <RadioField
        control={form.control}
        name="bootSource"
        label="Boot from"
        description={siloImagesRefused && `${siloImagesRefused} Boot from another source.`}
        items={[
          { value: 'silo-image', label: 'Silo image', disabled: !!siloImagesRefused },
          { value: 'project-image', label: 'Project image' },
          { value: 'disk', label: 'Existing disk' },
          { value: 'blank', label: 'Blank disk' },
        ]}
      />
      {picker && (
        <PickerField
          key={picker.name}
          control={form.control}
          name={picker.name}
          label="Image"
          required
          noun={['an image', 'images']}
          empty={picker.empty}
          items={imageItems(source === 'silo-image' ? siloImages : projectImages)}
        />
      )}
      {source === 'disk' && (
        <DiskPickerField control={form.control} name="bootDisk" disks={detached} />
      )}
      {source !== 'disk' && (
        <NumberField
          control={form.control}
          name="bootDiskSize"
          label="Disk size"
          unit="GiB"
          min={minSize}
          max={MAX_DISK_GIB}
          required
          description="The disk is named after the instance and its image, with a random suffix."
        />
      )}
    </FormSection>
  )
}
