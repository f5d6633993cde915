import type { Vpc } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { deleteVpc, vpcBulkActions } from '~/resources/vpcs/actions'
import { VPC_OPS, vpcList } from '~/resources/vpcs/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  return prefetch(vpcList(project, pageParamsOf(request)))
}

const columns = (project: string): Column<Vpc>[] => [
  nameColumn((v) => pb.vpc({ project, vpc: v.name })),
  {
    header: 'DNS name',
    value: (v) => v.dnsName,
    cell: (v) => <span className="font-mono">{v.dnsName}</span>,
  },
  descriptionColumn(),
  createdColumn(),
]

export default function VpcsPage() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const cols = useMemo(() => columns(project), [project])
  const query = useCallback((page: PageParams) => vpcList(project, page), [project])
  const denied = usePermissions(project).cannot('networking')
  const rowActions = useCallback(
    (v: Vpc): MenuAction[] =>
      disableAll(
        [
          { label: 'Edit', onActivate: () => navigate(pb.vpcEdit({ project, vpc: v.name })) },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            onActivate: () =>
              confirmDelete({
                kind: 'VPC',
                name: v.name,
                run: () => deleteVpc(v),
                touches: VPC_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, project, denied],
  )
  const bulkActions = useMemo(() => vpcBulkActions(denied), [denied])
  const newVpc = (
    <LinkButton to={pb.vpcsNew({ project })} disabledReason={denied}>
      <PlusIcon size={14} />
      New VPC
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="VPCs" actions={newVpc} />
      <QueryTable
        label="VPCs"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No VPCs"
            body="A VPC is a private network for the project's instances: subnets, routers and firewall rules."
            action={newVpc}
          />
        }
      />
      <Outlet />
    </>
  )
}
