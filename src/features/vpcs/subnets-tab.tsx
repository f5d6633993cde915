import type { VpcSubnet } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { pageParamsOf } from '~/components/paging'
import { routeParams, useRouteParams } from '~/components/route-params'
import { deleteSubnet, subnetBulkActions } from '~/resources/vpcs/actions'
import { SUBNET_OPS, subnetList, vpcRouters } from '~/resources/vpcs/queries'
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

export default listPage(
  () => {
    const { project, vpc } = useRouteParams('project', 'vpc')
    const routers = usePrefetchedQuery(vpcRouters(project, vpc)).items
    return { project, vpc, routers, denied: usePermissions(project).cannot('networking') }
  },
  ({ project, vpc, routers, denied }) => {
    const routerName = (s: VpcSubnet) => routers.find((r) => r.id === s.customRouterId)?.name ?? ''
    const edit = (s: VpcSubnet) => pb.vpcSubnetEdit({ project, vpc, subnet: s.name })
    return {
      label: 'Subnets',
      query: (page) => subnetList(project, vpc, page),
      columns: [
        nameColumn(edit),
        descriptionColumn(),
        { header: 'IPv4 block', ...mono((s) => s.ipv4Block) },
        { header: 'IPv6 block', ...mono((s) => s.ipv6Block) },
        { header: 'Custom router', value: routerName, cell: (s) => routerName(s) || '—' },
        createdColumn(),
      ],
      rowActions: {
        edit,
        delete: { kind: 'subnet', run: deleteSubnet, touches: SUBNET_OPS },
        denied,
      },
      bulkActions: subnetBulkActions(denied),
      create: {
        to: pb.vpcSubnetsNew({ project, vpc }),
        label: 'New subnet',
        disabledReason: denied,
      },
      empty: {
        title: 'No subnets',
        body: "Instances' network interfaces take their addresses from a subnet.",
      },
    }
  },
)
