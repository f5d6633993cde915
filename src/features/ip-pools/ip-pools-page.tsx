import type { IpPool } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { deletePool, poolBulkActions } from '~/resources/ip-pools/actions'
import { PoolUsageCell, poolKind, versionBadge } from '~/resources/ip-pools/cells'
import { IP_POOL_OPS, systemPoolList } from '~/resources/ip-pools/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(systemPoolList(pageParamsOf(request)))
}

const columns: Column<IpPool>[] = [
  nameColumn((p) => sb.ipPool({ pool: p.name })),
  descriptionColumn(),
  { header: 'IP version', value: (p) => p.ipVersion, cell: (p) => versionBadge(p.ipVersion) },
  { header: 'Type', value: poolKind, cell: poolKind },
  {
    header: 'Allocated',
    cell: (p) => <PoolUsageCell pool={p.id} />,
    className: 'min-w-56 whitespace-normal',
  },
  createdColumn(),
]

const query = (page: PageParams) => systemPoolList(page)

/** Every IP pool of the rack: the silos' and the system services'. */
export default function IpPoolsPage() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('ipPools')
  const rowActions = useCallback(
    (p: IpPool): MenuAction[] =>
      disableAll(
        [
          { label: 'Edit', onActivate: () => navigate(sb.ipPoolEdit({ pool: p.name })) },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            onActivate: () =>
              confirmDelete({
                kind: 'IP pool',
                name: p.name,
                run: () => deletePool(p),
                touches: IP_POOL_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, denied],
  )
  const bulkActions = useMemo(() => poolBulkActions(denied), [denied])
  const newPool = (
    <LinkButton to={sb.ipPoolsNew()} disabledReason={denied}>
      <PlusIcon size={14} />
      New IP pool
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="IP Pools" actions={newPool} />
      <QueryTable
        label="IP pools"
        query={query}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No IP pools"
            body="Silos take their instances' public addresses from the pools linked to them."
            action={newPool}
          />
        }
      />
      <Outlet />
    </>
  )
}
