import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import { DiskPickerField } from '~/resources/disks/fields'
import { projectDisks } from '~/resources/disks/queries'
import { SNAPSHOT_OPS } from '~/resources/snapshots/queries'
import { diskCan } from '~/util/disk-states'
import { pb } from '~/util/paths'

type Values = { name: string; description: string; disk: string }

export default function SnapshotCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  // spec section 4: only an attached or detached disk can be snapshotted
  const disks = usePrefetchedQuery(projectDisks(project)).items.filter((d) =>
    diskCan('snapshot', d.state.state),
  )
  const form = useForm<Values>({ defaultValues: { name: '', description: '', disk: '' } })
  const cannotCreate = usePermissions(project).cannot('compute')
  const create = requestChange(
    (body: Values) => req('snapshotCreate', { query: { project }, body }),
    SNAPSHOT_OPS,
  )
  return (
    <CreateForm
      noun="snapshot"
      form={form}
      change={create}
      denied={cannotCreate}
      onDismiss={() => navigate(pb.snapshots({ project }))}
    >
      <IdentityFields control={form.control} />
      <DiskPickerField
        control={form.control}
        name="disk"
        disks={disks}
        empty="No disk in this project can be snapshotted"
        description="Only an attached or detached disk can be snapshotted."
      />
    </CreateForm>
  )
}
