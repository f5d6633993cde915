import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import type { Identity } from '~/components/fields/name-field'
import { IdentityEditForm } from '~/components/identity-edit-form'
import { useRouteParams } from '~/components/route-params'
import { ROUTER_OPS, routerView } from '~/resources/vpc-routers/queries'
import { pb } from '~/util/paths'

/** Name and description; the system router may be renamed too (the server allows it). */
export default function EditRouter() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc', 'router')
  const { project, vpc } = params
  const router = usePrefetchedQuery(routerView(params))
  return (
    <IdentityEditForm
      noun="router"
      current={router}
      change={requestChange(
        (body: Identity) => req('vpcRouterUpdate', { path: { router: router.id }, body }),
        ROUTER_OPS,
      )}
      denied={usePermissions(project).cannot('networking')}
      onSaved={(updated) => navigate(pb.vpcRouter({ project, vpc, router: updated.name }))}
      onDismiss={() => navigate(pb.vpcRouters({ project, vpc }))}
    />
  )
}
