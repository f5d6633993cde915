import type { SupportBundleInfo } from '@oxide/api'
import { Link } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { confirmDeleteBundle, supportBundleBulkActions } from '~/resources/support-bundles/actions'
import { BundleSize, BundleStateBadge } from '~/resources/support-bundles/cells'
import { pollBundles, supportBundleList } from '~/resources/support-bundles/queries'
import type { Column } from '~/ui/table'
import { bundleActionDisabled, bundleLabel } from '~/util/bundle-states'
import { sb } from '~/util/system-paths'

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
export default listPage(
  () => ({ denied: useFleetPermissions().cannot('supportBundles') }),
  ({ denied }) => ({
    title: 'Support bundles',
    intro:
      'Diagnostic data collected from the rack (logs, sled and service state) for Oxide support. A bundle takes a while to collect; download it once it is active.',
    // a collecting bundle becomes active, a deleted one goes: the list follows until they settle
    query: (page) => ({ ...supportBundleList(page), refetchInterval: pollBundles }),
    columns,
    denied,
    rowActions: {
      view: (b) => sb.supportBundle({ bundleId: b.id }),
      delete: confirmDeleteBundle,
      deleteDisabled: (b) => bundleActionDisabled('delete', b.state),
    },
    bulkActions: supportBundleBulkActions,
    create: { to: sb.supportBundlesNew(), label: 'New support bundle' },
    empty: {
      title: 'No support bundles',
      body: 'Collect one when Oxide support asks for it, and say why in its comment.',
    },
  }),
)
