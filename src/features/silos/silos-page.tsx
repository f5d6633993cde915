import type { Silo } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { pageParamsOf } from '~/components/paging'
import { siloBulkActions } from '~/resources/silos/actions'
import { IDENTITY_MODE_LABEL, IdentityModeBadge } from '~/resources/silos/cells'
import { SILO_OPS, siloList } from '~/resources/silos/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export const loader = ({ request }: LoaderFunctionArgs) => prefetch(siloList(pageParamsOf(request)))

const columns: Column<Silo>[] = [
  nameColumn<Silo>((s) => sb.silo({ silo: s.name })),
  descriptionColumn<Silo>(),
  {
    header: 'Discoverable',
    value: (s) => (s.discoverable ? 'Yes' : 'No'),
    cell: (s) => (s.discoverable ? 'Yes' : 'No'),
  },
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
    label: 'Silos',
    query: (page) => siloList(page),
    columns,
    rowActions: {
      view: (s) => sb.silo({ silo: s.name }),
      delete: {
        kind: 'silo',
        run: (s) => call('siloDelete', { path: { silo: s.name } }),
        touches: SILO_OPS,
      },
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
