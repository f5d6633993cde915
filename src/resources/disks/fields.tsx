import type {
  BlockSize,
  Disk,
  DiskBackend,
  DiskCreate,
  DiskSource,
  Image,
  Snapshot,
} from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form'
import { siloListItems } from '~/api/silo-lists'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { PickerField, type PickerFieldProps } from '~/components/fields/picker-field'
import { RadioField } from '~/components/fields/radio-field'
import { imageItems } from '~/resources/images/fields'
import { projectImages, siloImages } from '~/resources/images/queries'
import { projectSnapshots } from '~/resources/snapshots/queries'
import { choices } from '~/ui/choices'
import { BLOCK_SIZES } from '~/util/disk-states'
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

/** Where a new disk's blocks come from. */
export type DiskSourceKind = 'blank' | 'snapshot' | 'image'

/** A new disk's values: sizes in GiB, the snapshot and image by id. */
export type DiskCreateValues = {
  name: string
  description: string
  size: number
  source: DiskSourceKind
  blockSize: (typeof BLOCK_SIZES)[number]
  snapshot: string
  image: string
}

export const diskCreateDefaults: DiskCreateValues = {
  name: '',
  description: '',
  size: 10,
  source: 'blank',
  blockSize: '4096',
  snapshot: '',
  image: '',
}

/** The chosen snapshot or image, whose size the disk must reach; none for a blank disk. */
export function chosenSource(
  values: Pick<DiskCreateValues, 'source' | 'snapshot' | 'image'>,
  snapshots: Snapshot[],
  images: Image[],
): DiskSourceSize | undefined {
  const found =
    values.source === 'snapshot'
      ? snapshots.find((s) => s.id === values.snapshot)
      : values.source === 'image'
        ? images.find((i) => i.id === values.image)
        : undefined
  return found && values.source !== 'blank' ? { kind: values.source, size: found.size } : undefined
}

function diskSource(v: DiskCreateValues): DiskSource {
  if (v.source === 'snapshot') return { type: 'snapshot', snapshotId: v.snapshot }
  if (v.source === 'image') return { type: 'image', imageId: v.image }
  return { type: 'blank', blockSize: Number(v.blockSize) as BlockSize }
}

/**
 * The request: a distributed disk (the kind the console creates); a snapshot or image brings
 * its own block size, so only a blank disk names one.
 */
export const toDiskCreate = (v: DiskCreateValues): DiskCreate => ({
  name: v.name,
  description: v.description,
  size: gibToBytes(v.size),
  diskBackend: { type: 'distributed', diskSource: diskSource(v) },
})

/** What a new disk may start from: a loader that shows `DiskFields` prefetches these. */
export const diskSourceQueries = (project: string) => ({
  snapshots: projectSnapshots(project),
  siloImages: siloImages(),
  projectImages: projectImages(project),
})

const DISK_SOURCES = choices({
  blank: 'Blank disk',
  snapshot: 'Snapshot',
  image: 'Image',
})

/**
 * A new disk, the one set of fields wherever a disk is made (the disks screen's form, the
 * storage tab's create modal, the instance create's "Add disk"): name, description, what it
 * starts as (blank with a block size, a ready snapshot, an image) and its size, at least the
 * snapshot's or image's. A newly chosen source larger than the disk grows the disk to fit; a
 * smaller one leaves it be. The instance's boot disk is not one of these: its name is
 * generated, and it may be an existing disk (create-boot-disk.tsx).
 *
 * The pickers read with `useQuery` and show their own loading and error states, so the block
 * serves a modal opened later as well as a route whose loader prefetched `diskSourceQueries`.
 */
export function DiskFields<T extends DiskCreateValues>({
  form: anyForm,
  project,
}: {
  form: UseFormReturn<T>
  project: string
}) {
  // the fields exist on every T this accepts; TypeScript cannot see that through the generic
  const form = anyForm as unknown as UseFormReturn<DiskCreateValues>
  const { control } = form
  const p = diskSourceQueries(project)
  const snapshotsQ = useQuery(p.snapshots)
  const siloImagesQ = useQuery(p.siloImages)
  const projectImagesQ = useQuery(p.projectImages)
  const snapshots = snapshotsQ.data?.items ?? []
  // the project's own images first: they are what this project made for itself; the silo's
  // are not listed to a user without a silo role (row R2), and the field says so
  const silo = siloListItems(siloImagesQ.data, 'imageList')
  const images = [...(projectImagesQ.data?.items ?? []), ...silo.items]
  const ready = snapshots.filter((s) => s.state === 'ready')
  const [kind, snapshot, image] = useWatch({ control, name: ['source', 'snapshot', 'image'] })
  const source = chosenSource({ source: kind, snapshot, image }, snapshots, images)
  const least = minDiskGiB(source)
  useEffect(() => {
    const size = form.getValues('size')
    if (typeof size === 'number' && size < least) form.setValue('size', least)
  }, [form, least])
  return (
    <>
      <IdentityFields control={control} />
      <RadioField control={control} name="source" label="Source" items={DISK_SOURCES} />
      {kind === 'blank' && (
        <ListboxField
          control={control}
          name="blockSize"
          label="Block size"
          required
          items={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
        />
      )}
      {kind === 'snapshot' && (
        <PickerField
          control={control}
          name="snapshot"
          label="Snapshot"
          required
          noun={['a snapshot', 'snapshots']}
          empty="No ready snapshots in this project"
          from={snapshotsQ}
          items={ready.map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` }))}
        />
      )}
      {kind === 'image' && (
        <PickerField
          control={control}
          name="image"
          label="Image"
          required
          description={silo.refused && `${silo.refused} The project’s images are offered.`}
          noun={['an image', 'images']}
          empty="No images"
          from={[siloImagesQ, projectImagesQ]}
          items={imageItems(images)}
        />
      )}
      <NumberField
        control={control}
        name="size"
        label="Size"
        unit="GiB"
        min={1}
        max={MAX_DISK_GIB}
        required
        validate={(n) => sourceSizeProblem(n, source)}
        description={
          source &&
          `At least the ${source.kind}'s size, ${formatBytes(source.size)}; its block size carries over.`
        }
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
