import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { ROUTER_OPS, routerView } from '~/resources/vpc-routers/queries'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'

type Values = { name: string; description: string }

/** Name and description; the system router may be renamed too (the server allows it). */
export default function EditRouter() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc', 'router')
  const { project, vpc } = params
  const cannotUpdate = usePermissions(project).cannot('networking')
  const router = usePrefetchedQuery(routerView(params))
  const form = useForm<Values>({
    defaultValues: { name: router.name, description: router.description },
  })
  const update = requestChange(
    (body: Values) => req('vpcRouterUpdate', { path: { router: router.id }, body }),
    ROUTER_OPS,
  )
  return (
    <SideModalForm
      title="Edit router"
      submitLabel="Save changes"
      form={form}
      change={update}
      onSuccess={(updated) => {
        toast.success({ title: `Router ${updated.name} updated` })
        navigate(pb.vpcRouter({ project, vpc, router: updated.name }))
      }}
      onDismiss={() => navigate(pb.vpcRouters({ project, vpc }))}
      submitDisabled={cannotUpdate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
    </SideModalForm>
  )
}
