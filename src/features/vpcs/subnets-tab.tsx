import type { VpcSubnet } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch, usePrefetchedQuery } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { deleteSubnet, subnetBulkActions } from '~/resources/vpcs/actions'
import { SUBNET_OPS, subnetList, vpcRouters } from '~/resources/vpcs/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project, vpc } = routeParams(params, 'project', 'vpc')
  return prefetch(subnetList(project, vpc, pageParamsOf(request)), vpcRouters(project, vpc))
}

const mono = (text: (s: VpcSubnet) => string): Pick<Column<VpcSubnet>, 'value' | 'cell'> => ({
  value: text,
  cell: (s) => <span className="font-mono">{text(s)}</span>,
})

export default function SubnetsTab() {
  const navigate = useNavigate()
  const { project, vpc } = useRouteParams('project', 'vpc')
  const routers = usePrefetchedQuery(vpcRouters(project, vpc)).items
  const columns = useMemo((): Column<VpcSubnet>[] => {
    const routerName = (s: VpcSubnet) => routers.find((r) => r.id === s.customRouterId)?.name ?? ''
    return [
      nameColumn((s) => pb.vpcSubnetEdit({ project, vpc, subnet: s.name })),
      descriptionColumn(),
      { header: 'IPv4 block', ...mono((s) => s.ipv4Block) },
      { header: 'IPv6 block', ...mono((s) => s.ipv6Block) },
      { header: 'Custom router', value: routerName, cell: (s) => routerName(s) || '—' },
      createdColumn(),
    ]
  }, [project, vpc, routers])
  const query = useCallback((page: PageParams) => subnetList(project, vpc, page), [project, vpc])
  const denied = usePermissions(project).cannot('networking')
  const rowActions = useCallback(
    (s: VpcSubnet): MenuAction[] =>
      disableAll(
        [
          {
            label: 'Edit',
            onActivate: () => navigate(pb.vpcSubnetEdit({ project, vpc, subnet: s.name })),
          },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            onActivate: () =>
              confirmDelete({
                kind: 'subnet',
                name: s.name,
                run: () => deleteSubnet(s),
                touches: SUBNET_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, project, vpc, denied],
  )
  const bulkActions = useMemo(() => subnetBulkActions(denied), [denied])
  const newSubnet = (
    <LinkButton to={pb.vpcSubnetsNew({ project, vpc })} disabledReason={denied}>
      <PlusIcon size={14} />
      New subnet
    </LinkButton>
  )
  return (
    <>
      <div className="mb-4 flex justify-end">{newSubnet}</div>
      <QueryTable
        label="Subnets"
        query={query}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No subnets"
            body="Instances' network interfaces take their addresses from a subnet."
            action={newSubnet}
          />
        }
      />
      <Outlet />
    </>
  )
}
