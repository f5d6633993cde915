import type { VpcRouter } from '@oxide/api'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage, useProjectRole } from '~/components/list-page'
import { deleteRouter, routerBulkActions } from '~/resources/vpc-routers/actions'
import {
  cannotDeleteRouter,
  ROUTE_OPS,
  ROUTER_OPS,
  routerList,
} from '~/resources/vpc-routers/queries'
import { Badge } from '~/ui/badge'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

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
export default listPage(
  () => useProjectRole('networking', 'vpc'),
  ({ project, vpc, denied }) => ({
    heading: 'Routers',
    intro: 'A subnet routes through the system router unless it names a custom one.',
    query: (page) => routerList({ project, vpc }, page),
    columns: columns({ project, vpc }),
    denied,
    rowActions: {
      edit: (r) => pb.vpcRouterEdit({ project, vpc, router: r.name }),
      delete: { kind: 'router', run: deleteRouter, touches: [...ROUTER_OPS, ...ROUTE_OPS] },
      deleteDisabled: cannotDeleteRouter,
    },
    bulkActions: routerBulkActions,
    create: { to: pb.vpcRoutersNew({ project, vpc }), label: 'New router' },
    empty: { title: 'No routers' },
  }),
)
