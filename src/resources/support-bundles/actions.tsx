import type { SupportBundleInfo } from '@oxide/api'
import { bulkDelete, confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { bundleActionDisabled, bundleLabel } from '~/util/bundle-states'
import { deleteSupportBundle, SUPPORT_BUNDLE_OPS } from './queries'

/** Deleting bundles, many at once; `denied` is why the user's fleet role does not allow it. */
export const supportBundleBulkActions: BulkAction<SupportBundleInfo>[] = [
  bulkDelete<SupportBundleInfo>('Delete support bundles', {
    run: deleteSupportBundle,
    touches: SUPPORT_BUNDLE_OPS,
    refuse: (b) => bundleActionDisabled('delete', b.state),
    warning: 'Collecting bundles stop; their data is removed and cannot be downloaded again.',
  }),
]

/** Delete one bundle after a confirmation that says what a delete does to it. */
export const confirmDeleteBundle = (bundle: SupportBundleInfo, after?: () => void) =>
  confirmAction({
    title: 'Delete support bundle',
    content: (
      <>
        Delete bundle <strong className="text-default">{bundleLabel(bundle.id)}</strong>?{' '}
        {bundle.state === 'collecting'
          ? 'Its collection stops and what was gathered is removed.'
          : bundle.state === 'failed'
            ? 'Its record is removed at once.'
            : 'Its data is removed; it cannot be downloaded again.'}{' '}
        This cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    danger: true,
    run: () => deleteSupportBundle(bundle),
    touches: SUPPORT_BUNDLE_OPS,
    success: `Support bundle ${bundleLabel(bundle.id)} deleted`,
    after,
  })
