import type { VpcRouter } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { routerBulkActions } from '~/resources/vpc-routers/actions'
import {
  cannotDeleteRouter,
  deleteRouter,
  ROUTE_OPS,
  ROUTER_OPS,
  routerList,
} from '~/resources/vpc-routers/queries'
import { Badge } from '~/ui/badge'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

export function loader({ params, request }: LoaderFunctionArgs) {
  return prefetch(routerList(routeParams(params, 'project', 'vpc'), pageParamsOf(request)))
}

const columns = (where: { project: string; vpc: string }): Column<VpcRouter>[] => [
  nameColumn((r) => pb.vpcRouter({ ...where, router: r.name })),
  {
    header: 'Kind',
    value: (r) => r.kind,
    cell: (r) => <Badge color={r.kind === 'system' ? 'blue' : 'purple'}>{r.kind}</Badge>,
  },
  descriptionColumn(),
  createdColumn(),
]

/** The VPC's routers: the system router the VPC came with and the custom ones subnets can use. */
export default function RoutersTab() {
  const navigate = useNavigate()
  const where = useRouteParams('project', 'vpc')
  const { project, vpc } = where
  const cols = useMemo(() => columns({ project, vpc }), [project, vpc])
  const query = useCallback(
    (page: PageParams) => routerList({ project, vpc }, page),
    [project, vpc],
  )
  const denied = usePermissions(project).cannot('networking')
  const rowActions = useCallback(
    (r: VpcRouter): MenuAction[] =>
      disableAll(
        [
          {
            label: 'Edit',
            onActivate: () => navigate(pb.vpcRouterEdit({ project, vpc, router: r.name })),
          },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            disabled: cannotDeleteRouter(r) ?? false,
            onActivate: () =>
              confirmDelete({
                kind: 'router',
                name: r.name,
                run: () => deleteRouter(r),
                touches: [...ROUTER_OPS, ...ROUTE_OPS],
              }),
          },
        ],
        denied,
      ),
    [navigate, project, vpc, denied],
  )
  const bulkActions = useMemo(() => routerBulkActions(denied), [denied])
  const newRouter = (
    <LinkButton to={pb.vpcRoutersNew({ project, vpc })} disabledReason={denied}>
      <PlusIcon size={14} />
      New router
    </LinkButton>
  )
  return (
    <>
      {/* the VPC page's h1 names the page; the tab's own heading is for moving by headings */}
      <h2 className="sr-only">Routers</h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-secondary">
          A subnet routes through the system router unless it names a custom one.
        </p>
        {newRouter}
      </div>
      <QueryTable
        label="Routers"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={<EmptyState title="No routers" action={newRouter} />}
      />
      <Outlet />
    </>
  )
}
