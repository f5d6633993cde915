import type { SwitchPortSettingsIdentity } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { portSettingsBulkActions } from '~/resources/rack-networking/actions'
import { portSettingsList } from '~/resources/rack-networking/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { confirmDeleteSettings } from './delete-settings'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(portSettingsList(pageParamsOf(request)))
}

const columns: Column<SwitchPortSettingsIdentity>[] = [
  nameColumn((s) => sb.portSettings({ portSettings: s.name })),
  descriptionColumn(),
  createdColumn(),
]

/** system/networking/switch-port-settings: what a switch port can be set up with. */
export default function PortSettingsListPage() {
  const navigate = useNavigate()
  const cannot = useFleetPermissions().cannot('rackNetworking')
  const rowActions = useCallback(
    (s: SwitchPortSettingsIdentity): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(sb.portSettings({ portSettings: s.name })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: cannot ?? false,
        onActivate: () => confirmDeleteSettings(s),
      },
    ],
    [navigate, cannot],
  )
  const bulkActions = useMemo(() => portSettingsBulkActions(cannot), [cannot])
  const add = (
    <LinkButton to={sb.portSettingsNew()} disabledReason={cannot}>
      <PlusIcon size={14} />
      New switch port settings
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Switch Port Settings" actions={add}>
        Named configurations of a switch port: its geometry, link, addresses, routes and BGP peers.
        A port takes one of them (Inventory, Switches).
      </PageHeader>
      <QueryTable
        label="Switch port settings"
        query={portSettingsList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No switch port settings"
            body="Settings describe how a switch port's link is set up and what it is addressed with."
            action={add}
          />
        }
      />
      <Outlet />
    </>
  )
}
