import type { BgpConfig } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { bgpConfigBulkActions, deleteBgpConfig } from '~/resources/bgp/actions'
import { BGP_OPS, bgpConfigList } from '~/resources/bgp/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(bgpConfigList(pageParamsOf(request)))
}

const columns: Column<BgpConfig>[] = [
  nameColumn((c) => sb.bgpConfigEdit({ bgpConfig: c.name })),
  descriptionColumn(),
  { header: 'ASN', value: (c) => c.asn, cell: (c) => <span className="font-mono">{c.asn}</span> },
  { header: 'VRF', value: (c) => c.vrf ?? '', cell: (c) => c.vrf ?? '—' },
  { header: 'Max paths', value: (c) => c.maxPaths, cell: (c) => c.maxPaths },
  createdColumn(),
]

/** The rack's BGP configurations: one per ASN, which port settings' peers name. */
export default function ConfigsTab() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('bgp')
  const rowActions = useCallback(
    (c: BgpConfig): MenuAction[] =>
      disableAll(
        [
          { label: 'Edit', onActivate: () => navigate(sb.bgpConfigEdit({ bgpConfig: c.name })) },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            onActivate: () =>
              confirmDelete({
                kind: 'BGP configuration',
                name: c.name,
                run: () => deleteBgpConfig(c),
                touches: BGP_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, denied],
  )
  const bulkActions = useMemo(() => bgpConfigBulkActions(denied), [denied])
  const newConfig = (
    <LinkButton to={sb.bgpConfigsNew()} disabledReason={denied}>
      <PlusIcon size={14} />
      New configuration
    </LinkButton>
  )
  return (
    <>
      <h2 className="sr-only">Configurations</h2>
      <div className="mb-4 flex justify-end">{newConfig}</div>
      <QueryTable
        label="BGP configurations"
        query={bgpConfigList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No BGP configurations"
            body="A configuration names the rack's ASN and the announce set its switches announce."
            action={newConfig}
          />
        }
      />
      <Outlet />
    </>
  )
}
