import type { Vpc } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { pageParamsOf } from '~/components/paging'
import { routeParams, useRouteParams } from '~/components/route-params'
import { deleteVpc, vpcBulkActions } from '~/resources/vpcs/actions'
import { VPC_OPS, vpcList } from '~/resources/vpcs/queries'
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

export default listPage(
  () => {
    const { project } = useRouteParams('project')
    return { project, denied: usePermissions(project).cannot('networking') }
  },
  ({ project, denied }) => ({
    title: 'VPCs',
    label: 'VPCs',
    query: (page) => vpcList(project, page),
    columns: columns(project),
    rowActions: {
      edit: (v) => pb.vpcEdit({ project, vpc: v.name }),
      delete: { kind: 'VPC', run: deleteVpc, touches: VPC_OPS },
      denied,
    },
    bulkActions: vpcBulkActions(denied),
    create: { to: pb.vpcsNew({ project }), label: 'New VPC', disabledReason: denied },
    empty: {
      title: 'No VPCs',
      body: "A VPC is a private network for the project's instances: subnets, routers and firewall rules.",
    },
  }),
)
