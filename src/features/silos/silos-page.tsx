import type { Silo } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { siloBulkActions } from '~/resources/silos/actions'
import { IDENTITY_MODE_LABEL, IdentityModeBadge } from '~/resources/silos/cells'
import { SILO_OPS, siloList } from '~/resources/silos/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
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
export default function SilosPage() {
  const navigate = useNavigate()
  const { cannot, cannotOnSilo } = useFleetPermissions()
  const cannotCreate = cannot('siloCreate')
  const rowActions = useCallback(
    (s: Silo): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(sb.silo({ silo: s.name })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: cannotOnSilo('siloModify', s.id) ?? false,
        onActivate: () =>
          confirmDelete({
            kind: 'silo',
            name: s.name,
            run: () => call('siloDelete', { path: { silo: s.name } }),
            touches: SILO_OPS,
          }),
      },
    ],
    [navigate, cannotOnSilo],
  )
  const bulkActions = useMemo(
    () => siloBulkActions((s) => cannotOnSilo('siloModify', s.id)),
    [cannotOnSilo],
  )
  const create = (
    <LinkButton to={sb.silosNew()} disabledReason={cannotCreate}>
      <PlusIcon size={14} />
      New silo
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Silos" actions={create} />
      <QueryTable
        label="Silos"
        query={siloList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No silos"
            body="Silos isolate tenants of the rack: each has its own users, projects and quotas."
            action={
              <LinkButton to={sb.silosNew()} disabledReason={cannotCreate}>
                New silo
              </LinkButton>
            }
          />
        }
      />
      <Outlet />
    </>
  )
}
