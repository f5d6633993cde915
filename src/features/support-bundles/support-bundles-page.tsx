import type { SupportBundleInfo } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { Link, type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { confirmDeleteBundle, supportBundleBulkActions } from '~/resources/support-bundles/actions'
import { BundleSize, BundleStateBadge } from '~/resources/support-bundles/cells'
import { pollBundles, supportBundleList } from '~/resources/support-bundles/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { bundleActionDisabled, bundleLabel } from '~/util/bundle-states'
import { sb } from '~/util/system-paths'

export function loader({ request }: LoaderFunctionArgs) {
  return prefetch(supportBundleList(pageParamsOf(request)))
}

const columns: Column<SupportBundleInfo>[] = [
  {
    header: 'Bundle',
    value: (b) => b.id,
    cell: (b) => (
      <Link
        to={sb.supportBundle({ bundleId: b.id })}
        className="font-mono font-medium text-default hover:underline"
        // the whole id on hover; the name holds what is shown, as a link's name must
        title={b.id}
        aria-label={`Bundle ${bundleLabel(b.id)}`}
      >
        {bundleLabel(b.id)}
      </Link>
    ),
  },
  { header: 'State', value: (b) => b.state, cell: (b) => <BundleStateBadge state={b.state} /> },
  {
    header: 'Reason',
    value: (b) => b.userComment ?? '',
    cell: (b) => (
      <span className="line-clamp-2 max-w-md min-w-48 whitespace-normal [overflow-wrap:anywhere]">
        {b.userComment || <span className="text-tertiary">No comment</span>}
        {b.state === 'failed' && b.reasonForFailure && (
          <span className="block text-xs text-danger-fg">Failed: {b.reasonForFailure}</span>
        )}
      </span>
    ),
  },
  createdColumn(),
  { header: 'Size', cell: (b) => <BundleSize bundle={b} /> },
]

/** system/support-bundles: the fleet's support bundles, for Oxide support. */
export default function SupportBundlesPage() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('supportBundles')
  // a collecting bundle becomes active, a deleted one goes: the list follows until they settle
  const query = useCallback(
    (page: PageParams) => ({ ...supportBundleList(page), refetchInterval: pollBundles }),
    [],
  )
  const rowActions = useCallback(
    (b: SupportBundleInfo): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(sb.supportBundle({ bundleId: b.id })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: denied ?? bundleActionDisabled('delete', b.state) ?? false,
        onActivate: () => confirmDeleteBundle(b),
      },
    ],
    [navigate, denied],
  )
  const bulkActions = useMemo(() => supportBundleBulkActions(denied), [denied])
  const create = (
    <LinkButton to={sb.supportBundlesNew()} disabledReason={denied}>
      <PlusIcon size={14} />
      New support bundle
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Support bundles" actions={create}>
        Diagnostic data collected from the rack (logs, sled and service state) for Oxide support. A
        bundle takes a while to collect; download it once it is active.
      </PageHeader>
      <QueryTable
        label="Support bundles"
        query={query}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No support bundles"
            body="Collect one when Oxide support asks for it, and say why in its comment."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
