import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { siloListItems } from '~/api/silo-lists'
import { ListboxField } from '~/components/fields/listbox-field'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { PickerField } from '~/components/fields/picker-field'
import { RadioField } from '~/components/fields/radio-field'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { MAX_DISK_GIB, minDiskGiB, sourceSizeProblem } from '~/resources/disks/fields'
import { DISK_OPS } from '~/resources/disks/queries'
import { imageItems } from '~/resources/images/fields'
import { projectImages, siloImages } from '~/resources/images/queries'
import { projectSnapshots } from '~/resources/snapshots/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { formatBytes } from '~/util/units'
import {
  BLOCK_SIZES,
  chosenSource,
  type DiskCreateValues,
  diskCreateDefaults,
  toDiskCreate,
} from './disk-create-values'

const pickers = (project: string) => ({
  snapshots: projectSnapshots(project),
  siloImages: siloImages(),
  projectImages: projectImages(project),
})

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch(...Object.values(pickers(routeParams(params, 'project').project)))

export default function DiskCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const p = pickers(project)
  const snapshots = usePrefetchedQuery(p.snapshots).items
  // the project's own images first: they are what this project made for itself; the silo's
  // are not listed to a user without a silo role (row R2), and the field says so
  const silo = siloListItems(usePrefetchedQuery(p.siloImages), 'imageList')
  const images = [...usePrefetchedQuery(p.projectImages).items, ...silo.items]
  const ready = snapshots.filter((s) => s.state === 'ready')
  const form = useForm<DiskCreateValues>({ defaultValues: diskCreateDefaults })
  const [kind, snapshot, image] = useWatch({
    control: form.control,
    name: ['source', 'snapshot', 'image'],
  })
  const source = chosenSource({ source: kind, snapshot, image }, snapshots, images)
  const least = minDiskGiB(source)
  // a newly chosen source larger than the disk grows the disk to fit; smaller leaves it be
  useEffect(() => {
    const size = form.getValues('size')
    if (typeof size === 'number' && size < least) form.setValue('size', least)
  }, [form, least])
  const cannotCreate = usePermissions(project).cannot('compute')
  const create = requestChange(
    (values: DiskCreateValues) =>
      req('diskCreate', { query: { project }, body: toDiskCreate(values) }),
    DISK_OPS,
  )
  return (
    <SideModalForm
      title="Create disk"
      submitLabel="Create disk"
      form={form}
      change={create}
      onSuccess={(disk) => {
        toast.success({ title: `Disk ${disk.name} created` })
        navigate(pb.disks({ project }))
      }}
      onDismiss={() => navigate(pb.disks({ project }))}
      submitDisabled={cannotCreate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
      <RadioField
        control={form.control}
        name="source"
        label="Source"
        items={[
          { value: 'blank', label: 'Blank disk' },
          { value: 'snapshot', label: 'Snapshot' },
          { value: 'image', label: 'Image' },
        ]}
      />
      {kind === 'blank' && (
        <ListboxField
          control={form.control}
          name="blockSize"
          label="Block size"
          required
          items={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
        />
      )}
      {kind === 'snapshot' && (
        <PickerField
          control={form.control}
          name="snapshot"
          label="Snapshot"
          required
          noun={['a snapshot', 'snapshots']}
          empty="No ready snapshots in this project"
          items={ready.map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` }))}
        />
      )}
      {kind === 'image' && (
        <PickerField
          control={form.control}
          name="image"
          label="Image"
          required
          description={silo.refused && `${silo.refused} The project’s images are offered.`}
          noun={['an image', 'images']}
          empty="No images"
          items={imageItems(images)}
        />
      )}
      <NumberField
        control={form.control}
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
    </SideModalForm>
  )
}
