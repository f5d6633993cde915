import type { VpcSubnet } from '@oxide/api'
import { usePrefetchedQuery } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { listPage, useProjectRole } from '~/components/list-page'
import { vpcRouters } from '~/resources/vpc-routers/queries'
import { deleteSubnet, subnetBulkActions } from '~/resources/vpcs/actions'
import { SUBNET_OPS, subnetList } from '~/resources/vpcs/queries'
import { pb } from '~/util/paths'

export default listPage(
  () => {
    const role = useProjectRole('networking', 'vpc')
    return { ...role, routers: usePrefetchedQuery(vpcRouters(role)).items }
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
        textColumn<VpcSubnet>('IPv4 block', (s) => s.ipv4Block, { mono: true }),
        textColumn<VpcSubnet>('IPv6 block', (s) => s.ipv6Block, { mono: true }),
        { header: 'Custom router', value: routerName, cell: (s) => routerName(s) || '—' },
        createdColumn(),
      ],
      denied,
      rowActions: {
        edit,
        delete: { kind: 'subnet', run: deleteSubnet, touches: SUBNET_OPS },
      },
      bulkActions: subnetBulkActions,
      create: { to: pb.vpcSubnetsNew({ project, vpc }), label: 'New subnet' },
      empty: {
        title: 'No subnets',
        body: "Instances' network interfaces take their addresses from a subnet.",
      },
    }
  },
)
