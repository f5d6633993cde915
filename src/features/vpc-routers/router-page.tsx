import type { RouterRoute } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, usePrefetchedQuery } from '~/api/query'
import { nameColumn } from '~/components/columns'
import { confirmDelete, refusedBy } from '~/components/confirm-action'
import { DeleteButton } from '~/components/delete-button'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { TableSection } from '~/components/table-section'
import { deleteRoute, deleteRouter, routeBulkActions } from '~/resources/vpc-routers/actions'
import { routeColumns } from '~/resources/vpc-routers/columns'
import {
  cannotAddRoutes,
  cannotDeleteRoute,
  cannotDeleteRouter,
  cannotEditRoute,
  ROUTE_OPS,
  ROUTER_OPS,
  routeList,
  routerView,
} from '~/resources/vpc-routers/queries'
import { Badge } from '~/ui/badge'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import { PropertiesTable, Property } from '~/ui/properties'
import { pb } from '~/util/paths'

/** A router and its routes: the system router's are the server's, a custom router's the user's. */
export default function RouterPage() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'vpc', 'router')
  const { project, vpc } = params
  const router = usePrefetchedQuery(routerView(params))
  const where = useMemo(() => ({ project, vpc, router: router.name }), [project, vpc, router.name])
  const columns = useMemo(() => [nameColumn<RouterRoute>(), ...routeColumns(where)], [where])
  const query = useCallback((page: PageParams) => routeList(where, page), [where])
  const denied = usePermissions(project).cannot('networking')
  const rowActions = useCallback(
    (r: RouterRoute): MenuAction[] =>
      disableAll(
        [
          {
            label: 'Edit',
            disabled: cannotEditRoute(r) ?? false,
            onActivate: () => navigate(pb.vpcRouteEdit({ ...where, route: r.name })),
          },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            disabled: cannotDeleteRoute(r) ?? false,
            onActivate: () =>
              confirmDelete({
                kind: 'route',
                name: r.name,
                run: () => deleteRoute(r),
                touches: ROUTE_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, where, denied],
  )
  const bulkActions = useMemo(() => refusedBy(denied, routeBulkActions), [denied])
  const cannotAdd = denied ?? cannotAddRoutes(router)
  const cannotDelete = denied ?? cannotDeleteRouter(router)
  const newRoute = (
    <LinkButton to={pb.vpcRouteNew(where)} disabledReason={cannotAdd}>
      <PlusIcon size={14} />
      New route
    </LinkButton>
  )
  return (
    <>
      <PageHeader
        title={router.name}
        actions={
          <>
            <LinkButton to={pb.vpcRouterEdit(where)} variant="secondary" disabledReason={denied}>
              Edit
            </LinkButton>
            <DeleteButton
              denied={cannotDelete}
              kind="router"
              name={router.name}
              run={() => deleteRouter(router)}
              touches={[...ROUTER_OPS, ...ROUTE_OPS]}
              after={() => navigate(pb.vpcRouters({ project, vpc }))}
            />
          </>
        }
      >
        <Badge color={router.kind === 'system' ? 'blue' : 'purple'}>{router.kind} router</Badge>
      </PageHeader>
      <PropertiesTable>
        <Property label="VPC">{vpc}</Property>
        <Property.Description text={router.description} />
        <Property.Created date={router.timeCreated} />
        <Property.Modified date={router.timeModified} />
      </PropertiesTable>
      <TableSection
        title="Routes"
        className="mt-6"
        action={newRoute}
        query={query}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        empty={{
          title: 'No routes',
          body: 'Traffic leaves subnets that use this router by the routes you add.',
        }}
      />
    </>
  )
}
