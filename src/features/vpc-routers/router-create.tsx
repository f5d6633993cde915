import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import { ROUTER_OPS } from '~/resources/vpc-routers/queries'
import { pb } from '~/util/paths'

type Values = { name: string; description: string }

export default function CreateRouter() {
  const navigate = useNavigate()
  const { project, vpc } = useRouteParams('project', 'vpc')
  const cannotCreate = usePermissions(project).cannot('networking')
  const form = useForm<Values>({ defaultValues: { name: '', description: '' } })
  const create = requestChange(
    (body: Values) => req('vpcRouterCreate', { query: { project, vpc }, body }),
    ROUTER_OPS,
  )
  return (
    <CreateForm
      noun="router"
      form={form}
      change={create}
      denied={cannotCreate}
      onSaved={(router) => navigate(pb.vpcRouter({ project, vpc, router: router.name }))}
      onDismiss={() => navigate(pb.vpcRouters({ project, vpc }))}
    >
      <IdentityFields control={form.control} />
    </CreateForm>
  )
}
