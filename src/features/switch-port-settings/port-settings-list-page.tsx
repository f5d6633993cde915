import type { SwitchPortSettingsIdentity } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { portSettingsBulkActions } from '~/resources/rack-networking/actions'
import { portSettingsList } from '~/resources/rack-networking/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { confirmDeleteSettings } from './delete-settings'

const columns: Column<SwitchPortSettingsIdentity>[] = [
  nameColumn((s) => sb.portSettings({ portSettings: s.name })),
  descriptionColumn(),
  createdColumn(),
]

/** system/networking/switch-port-settings: what a switch port can be set up with. */
export default listPage(
  () => ({ cannot: useFleetPermissions().cannot('rackNetworking') }),
  ({ cannot }) => ({
    title: 'Switch port settings',
    intro:
      'Named configurations of a switch port: its geometry, link, addresses, routes and BGP peers. A port takes one of them (Inventory, Switches).',
    query: (page) => portSettingsList(page),
    columns,
    denied: cannot,
    rowActions: {
      view: (s) => sb.portSettings({ portSettings: s.name }),
      delete: confirmDeleteSettings,
    },
    bulkActions: portSettingsBulkActions,
    create: { to: sb.portSettingsNew(), label: 'New switch port settings' },
    empty: {
      title: 'No switch port settings',
      body: "Settings describe how a switch port's link is set up and what it is addressed with.",
    },
  }),
)
