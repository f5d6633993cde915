import type { Silo } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { deleteSilo, siloBulkActions } from '~/resources/silos/actions'
import { IDENTITY_MODE_LABEL, IdentityModeBadge } from '~/resources/silos/cells'
import { SILO_OPS, siloList } from '~/resources/silos/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<Silo>[] = [
  nameColumn<Silo>((s) => sb.silo({ silo: s.name })),
  descriptionColumn<Silo>(),
  textColumn('Discoverable', (s) => (s.discoverable ? 'Yes' : 'No')),
  {
    header: 'Identity mode',
    value: (s) => IDENTITY_MODE_LABEL[s.identityMode],
    cell: (s) => <IdentityModeBadge mode={s.identityMode} />,
  },
  createdColumn<Silo>(),
]

/** The fleet's silos (spec section 2: system/silos); the API lists the discoverable ones. */
export default listPage(
  () => {
    const { cannot, cannotOnSilo } = useFleetPermissions()
    return { cannotCreate: cannot('siloCreate'), cannotOnSilo }
  },
  ({ cannotCreate, cannotOnSilo }) => ({
    title: 'Silos',
    query: (page) => siloList(page),
    columns,
    rowActions: {
      view: (s) => sb.silo({ silo: s.name }),
      delete: { kind: 'silo', run: deleteSilo, touches: SILO_OPS, typeName: true },
      deleteDisabled: (s) => cannotOnSilo('siloModify', s.id),
    },
    bulkActions: siloBulkActions((s) => cannotOnSilo('siloModify', s.id)),
    create: { to: sb.silosNew(), label: 'New silo', disabledReason: cannotCreate },
    empty: {
      title: 'No silos',
      body: 'Silos isolate tenants of the rack: each has its own users, projects and quotas.',
    },
  }),
)
