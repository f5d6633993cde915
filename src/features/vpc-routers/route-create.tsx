import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import { cannotAddRoutes, ROUTE_OPS, routerView } from '~/resources/vpc-routers/queries'
import { pb } from '~/util/paths'
import { RouteEndFields } from './route-end-field'
import { createBody, NEW_ROUTE, type RouteValues } from './route-values'

export default function CreateRoute() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc', 'router')
  const { project, vpc } = params
  const router = usePrefetchedQuery(routerView(params))
  const cannotCreate = usePermissions(project).cannot('networking') ?? cannotAddRoutes(router)
  const form = useForm<RouteValues>({ defaultValues: NEW_ROUTE })
  const create = requestChange(
    (values: RouteValues) =>
      req('vpcRouterRouteCreate', {
        query: { project, vpc, router: router.name },
        body: createBody(values),
      }),
    ROUTE_OPS,
  )
  const back = () => navigate(pb.vpcRouter({ project, vpc, router: router.name }))
  return (
    <CreateForm noun="route" form={form} change={create} denied={cannotCreate} onDismiss={back}>
      <IdentityFields control={form.control} />
      <RouteEndFields form={form} end="dest" where={{ project, vpc }} />
      <RouteEndFields form={form} end="target" where={{ project, vpc }} />
    </CreateForm>
  )
}
