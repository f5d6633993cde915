import type { ImageCreate } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { ImageTextFields } from '~/resources/images/fields'
import { IMAGE_OPS } from '~/resources/images/queries'
import { snapshotView } from '~/resources/snapshots/queries'
import { PropertiesTable, Property } from '~/ui/properties'
import { pb } from '~/util/paths'
import { snapshotActionDisabled } from '~/util/snapshot-states'
import { formatBytes } from '~/util/units'

type Values = Omit<ImageCreate, 'source'>

/** A project image made from one of the project's snapshots. */
export default function SnapshotImageCreate() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'snapshot')
  const project = params.project
  const snapshot = usePrefetchedQuery(snapshotView(project, params.snapshot))
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', os: '', version: '' },
  })
  const cannot =
    usePermissions(project).cannot('compute') ??
    snapshotActionDisabled('createImage', snapshot.state)
  const create = requestChange(
    (values: Values) =>
      req('imageCreate', {
        query: { project },
        body: { ...values, source: { type: 'snapshot', id: snapshot.id } },
      }),
    IMAGE_OPS,
  )
  return (
    <SideModalForm
      title="Create image from snapshot"
      submitLabel="Create image"
      form={form}
      change={create}
      success={(image) => `Image ${image.name} created`}
      onSuccess={() => navigate(pb.projectImages({ project }))}
      onDismiss={() => navigate(pb.snapshots({ project }))}
      submitDisabled={cannot}
    >
      <PropertiesTable columns={1}>
        <Property label="Snapshot">{snapshot.name}</Property>
        <Property.Mono label="Size">{formatBytes(snapshot.size)}</Property.Mono>
      </PropertiesTable>
      <ImageTextFields control={form.control} />
    </SideModalForm>
  )
}
