import type { Vpc } from '@oxide/api'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { listLoader, listPage, useProjectRole } from '~/components/list-page'
import { deleteVpc, vpcBulkActions } from '~/resources/vpcs/actions'
import { VPC_OPS, vpcList } from '~/resources/vpcs/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

export const loader = listLoader((p, page) => [vpcList(p.project, page)], { params: ['project'] })

const columns = (project: string): Column<Vpc>[] => [
  nameColumn((v) => pb.vpc({ project, vpc: v.name })),
  textColumn('DNS name', (v) => v.dnsName, { mono: true }),
  descriptionColumn(),
  createdColumn(),
]

export default listPage(
  () => useProjectRole('networking'),
  ({ project, denied }) => ({
    title: 'VPCs',
    query: (page) => vpcList(project, page),
    columns: columns(project),
    denied,
    rowActions: {
      edit: (v) => pb.vpcEdit({ project, vpc: v.name }),
      delete: { kind: 'VPC', run: deleteVpc, touches: VPC_OPS },
    },
    bulkActions: vpcBulkActions,
    create: { to: pb.vpcsNew({ project }), label: 'New VPC' },
    empty: {
      title: 'No VPCs',
      body: "A VPC is a private network for the project's instances: subnets, routers and firewall rules.",
    },
  }),
)
