import type { IpPool } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { deletePool, poolBulkActions, poolDeleteDisabled } from '~/resources/ip-pools/actions'
import { PoolUsageCell, poolKind, versionBadge } from '~/resources/ip-pools/cells'
import { IP_POOL_OPS, systemPoolList } from '~/resources/ip-pools/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<IpPool>[] = [
  nameColumn((p) => sb.ipPool({ pool: p.name })),
  descriptionColumn(),
  { header: 'IP version', value: (p) => p.ipVersion, cell: (p) => versionBadge(p.ipVersion) },
  textColumn('Type', poolKind),
  {
    header: 'Allocated',
    cell: (p) => <PoolUsageCell pool={p.id} />,
    className: 'min-w-56 whitespace-normal',
  },
  createdColumn(),
]

/** Every IP pool of the rack: the silos' and the system services'. */
export default listPage(
  () => ({ denied: useFleetPermissions().cannot('ipPools') }),
  ({ denied }) => ({
    title: 'IP Pools',
    label: 'IP pools',
    query: (page) => systemPoolList(page),
    columns,
    denied,
    rowActions: {
      edit: (p) => sb.ipPoolEdit({ pool: p.name }),
      delete: { kind: 'IP pool', run: deletePool, touches: IP_POOL_OPS },
      deleteDisabled: poolDeleteDisabled,
    },
    bulkActions: poolBulkActions,
    create: { to: sb.ipPoolsNew(), label: 'New IP pool' },
    empty: {
      title: 'No IP pools',
      body: "Silos take their instances' public addresses from the pools linked to them.",
    },
  }),
)
