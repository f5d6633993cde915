import type { UpdatesTrustRoot } from '@oxide/api'
import { useCallback } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { dateColumn, idColumn } from '~/components/columns'
import { confirmAction } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { TableSection } from '~/components/table-section'
import { deleteTrustRoot, TRUST_ROOT_OPS, trustRootList } from '~/resources/updates/queries'
import { DateTime } from '~/ui/date-time'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { rootFacts } from '~/util/tuf-root'

const columns: Column<UpdatesTrustRoot>[] = [
  idColumn(),
  {
    header: 'Root version',
    value: (r) => rootFacts(r.rootRole).version ?? '',
    cell: (r) => rootFacts(r.rootRole).version ?? '—',
  },
  {
    header: 'Keys',
    value: (r) => rootFacts(r.rootRole).keys,
    cell: (r) => rootFacts(r.rootRole).keys,
  },
  {
    header: 'Expires',
    value: (r) => rootFacts(r.rootRole).expires ?? '',
    cell: (r) => {
      const expires = rootFacts(r.rootRole).expires
      return expires ? <DateTime date={new Date(expires)} /> : '—'
    },
  },
  dateColumn('Added', (r) => r.timeCreated),
]

const confirmDeleteRoot = (root: UpdatesTrustRoot) =>
  confirmAction({
    title: 'Delete trust root',
    content: (
      <>
        Delete trust root <strong className="font-mono text-default">{root.id}</strong>?
        Repositories signed only by its keys can no longer be uploaded. Those already uploaded are
        not checked again.
      </>
    ),
    confirmLabel: 'Delete',
    danger: true,
    run: () => deleteTrustRoot(root),
    touches: TRUST_ROOT_OPS,
    success: 'Trust root deleted',
  })

/** The trust store: the TUF root roles whose keys may sign an uploaded repository. */
export function TrustRoots() {
  const denied = useFleetPermissions().cannot('systemUpdate')
  const rowActions = useCallback(
    (r: UpdatesTrustRoot): MenuAction[] => [
      {
        label: 'Delete',
        danger: true,
        disabled: denied ?? false,
        onActivate: () => confirmDeleteRoot(r),
      },
    ],
    [denied],
  )
  const add = (
    <LinkButton to={sb.trustRootsNew()} disabledReason={denied}>
      <PlusIcon size={14} />
      Add trust root
    </LinkButton>
  )
  return (
    <TableSection
      title="Trust roots"
      action={add}
      query={trustRootList}
      columns={columns}
      rowActions={rowActions}
      empty={{
        title: 'No trust roots',
        body: 'Without one, no repository can be uploaded: add the root.json of your releases.',
      }}
    />
  )
}
