import type { RouterRouteUpdate } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { IdentityFields } from '~/components/fields/name-field'
import { useRouteParams } from '~/components/route-params'
import { EditForm } from '~/components/side-modal-form'
import { RouteEnd } from '~/resources/vpc-routers/cells'
import { cannotEditRoute, ROUTE_OPS, routeView } from '~/resources/vpc-routers/queries'
import { PropertiesTable, Property } from '~/ui/properties'
import { pb } from '~/util/paths'
import { RouteEndFields } from './route-end-field'
import { destinationOf, type RouteValues, targetOf, valuesOf } from './route-values'

/**
 * A custom route changes whole. Of a default route (the system router's way out) only the
 * target may change, and the server refuses a body that names its name or description.
 */
export default function EditRoute() {
  const navigate = useNavigate()
  const { route: routeName, ...where } = useRouteParams('project', 'vpc', 'router', 'route')
  const { project, vpc } = where
  const route = usePrefetchedQuery(routeView(where, routeName))
  const isDefault = route.kind === 'default'
  const cannotUpdate = usePermissions(project).cannot('networking') ?? cannotEditRoute(route)
  const form = useForm<RouteValues>({ defaultValues: valuesOf(route) })
  const update = requestChange((values: RouteValues) => {
    const body: RouterRouteUpdate = isDefault
      ? { destination: route.destination, target: targetOf(values) }
      : {
          name: values.name,
          description: values.description,
          destination: destinationOf(values),
          target: targetOf(values),
        }
    return req('vpcRouterRouteUpdate', { path: { route: route.id }, body })
  }, ROUTE_OPS)
  const back = () => navigate(pb.vpcRouter(where))
  return (
    <EditForm noun="route" form={form} change={update} denied={cannotUpdate} onDismiss={back}>
      {isDefault ? (
        <>
          <p className="text-secondary">
            This is a default route of the system router: only its target can change.
          </p>
          <PropertiesTable>
            <Property label="Name">{route.name}</Property>
            <Property label="Destination">
              <RouteEnd end={route.destination} where={{ project, vpc }} />
            </Property>
          </PropertiesTable>
        </>
      ) : (
        <>
          <IdentityFields control={form.control} />
          <RouteEndFields form={form} end="dest" where={{ project, vpc }} />
        </>
      )}
      <RouteEndFields form={form} end="target" where={{ project, vpc }} />
    </EditForm>
  )
}
