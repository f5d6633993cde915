import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { routeParams, useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import {
  type DiskCreateValues,
  DiskFields,
  diskCreateDefaults,
  diskSourceQueries,
  toDiskCreate,
} from '~/resources/disks/fields'
import { DISK_OPS } from '~/resources/disks/queries'
import { pb } from '~/util/paths'

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch(...Object.values(diskSourceQueries(routeParams(params, 'project').project)))

export default function DiskCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const form = useForm<DiskCreateValues>({ defaultValues: diskCreateDefaults })
  const cannotCreate = usePermissions(project).cannot('compute')
  const create = requestChange(
    (values: DiskCreateValues) =>
      req('diskCreate', { query: { project }, body: toDiskCreate(values) }),
    DISK_OPS,
  )
  return (
    <CreateForm
      noun="disk"
      form={form}
      change={create}
      denied={cannotCreate}
      onDismiss={() => navigate(pb.disks({ project }))}
    >
      <DiskFields form={form} project={project} />
    </CreateForm>
  )
}
