import type { SubnetPool } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { versionBadge } from '~/resources/ip-pools/cells'
import {
  deleteSubnetPool,
  subnetPoolBulkActions,
  subnetPoolDeleteDisabled,
} from '~/resources/subnet-pools/actions'
import { SubnetPoolUsageCell } from '~/resources/subnet-pools/cells'
import { SUBNET_POOL_OPS, subnetPoolList } from '~/resources/subnet-pools/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<SubnetPool>[] = [
  nameColumn((p) => sb.subnetPool({ subnetPool: p.name })),
  descriptionColumn(),
  { header: 'IP version', value: (p) => p.ipVersion, cell: (p) => versionBadge(p.ipVersion) },
  {
    header: 'Allocated',
    cell: (p) => <SubnetPoolUsageCell pool={p.id} />,
    className: 'min-w-56 whitespace-normal',
  },
  createdColumn(),
]

/** The rack's subnet pools, from which silos' projects take external subnets. */
export default listPage(
  () => ({ denied: useFleetPermissions().cannot('subnetPools') }),
  ({ denied }) => ({
    title: 'Subnet pools',
    label: 'Subnet pools',
    query: (page) => subnetPoolList(page),
    columns,
    denied,
    rowActions: {
      edit: (p) => sb.subnetPoolEdit({ subnetPool: p.name }),
      delete: { kind: 'subnet pool', run: deleteSubnetPool, touches: SUBNET_POOL_OPS },
      deleteDisabled: subnetPoolDeleteDisabled,
    },
    bulkActions: subnetPoolBulkActions,
    create: { to: sb.subnetPoolsNew(), label: 'New subnet pool' },
    empty: {
      title: 'No subnet pools',
      body: 'Projects take external subnets from the subnet pools linked to their silo.',
    },
  }),
)
